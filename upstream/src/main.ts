import { startUpstream } from "./server";

// `npm run upstream`: start the reference upstream and print how to reach it.
const upstream = await startUpstream();
console.log(`[upstream] listening on ${upstream.url} (${upstream.database.driver})`);
if (upstream.admin.created && upstream.admin.password) {
  console.log(`[upstream] first admin created: ${upstream.admin.email} / ${upstream.admin.password}`);
} else {
  console.log(`[upstream] admin login: ${upstream.admin.email}${upstream.admin.password ? ` / ${upstream.admin.password}` : " (password from ADMIN_PASSWORD)"}`);
}
const stop = async () => {
  await upstream.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
