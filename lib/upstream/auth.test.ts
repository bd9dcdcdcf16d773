import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminLogin,
  requestPasswordReset,
  resetPassword,
  signup,
  studentLogin,
} from "@/lib/upstream/auth";
import { UpstreamError } from "@/lib/upstream/client";

function stubFetch(status: number, body: string, contentType = "application/json") {
  const fetchMock = vi.fn<(url: URL | string, init?: RequestInit) => Promise<Response>>(
    async () =>
      new Response(status === 204 ? null : body, {
        status,
        headers: { "content-type": contentType },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("login", () => {
  it("adminLogin posts the credentials and returns userId and token", async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ token: "jwt", userId: "u-1" }));
    expect(await adminLogin({ email: "a@gmail.com", password: "pw" })).toEqual({
      userId: "u-1",
      token: "jwt",
    });
    expect(sent(fetchMock)).toEqual({
      url: "http://127.0.0.1:5172/api/Admin/AdminLogin",
      method: "POST",
      body: { email: "a@gmail.com", password: "pw" },
    });
  });

  it("studentLogin calls the student endpoint", async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ token: "jwt", userId: "u-2" }));
    expect(await studentLogin({ email: "s@gmail.com", password: "pw" })).toEqual({
      userId: "u-2",
      token: "jwt",
    });
    expect(sent(fetchMock).url).toBe("http://127.0.0.1:5172/api/Authentication/login");
  });

  it("throws UpstreamError 401 for wrong credentials", async () => {
    stubFetch(
      401,
      JSON.stringify({ title: "Unauthorized", status: 401 }),
      "application/problem+json",
    );
    await expect(studentLogin({ email: "s@gmail.com", password: "bad" })).rejects.toMatchObject({
      name: "UpstreamError",
      status: 401,
    });
  });

  it("rejects a login answer without a token", async () => {
    stubFetch(200, JSON.stringify({ userId: "u-2" }));
    await expect(adminLogin({ email: "a@gmail.com", password: "pw" })).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });
});

describe("signup", () => {
  it("sends the wire field names and returns the new user id", async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ userId: "new-id" }));
    const userId = await signup({
      firstName: "Omar",
      lastName: "Hassan",
      userName: "omar",
      email: "omar@gmail.com",
      password: "structural1",
      phoneNumber: "010",
      gender: 1,
    });
    expect(userId).toBe("new-id");
    expect(sent(fetchMock)).toEqual({
      url: "http://127.0.0.1:5172/api/Authentication",
      method: "POST",
      body: {
        firstname: "Omar",
        lastname: "Hassan",
        userName: "omar",
        password: "structural1",
        email: "omar@gmail.com",
        phoneNumber: "010",
        gender: 1,
      },
    });
  });

  it("throws on an Identity error map", async () => {
    stubFetch(400, JSON.stringify({ DuplicateEmail: ["Email 'x' is already taken."] }));
    await expect(
      signup({
        firstName: "a",
        lastName: "b",
        userName: "c",
        email: "d@gmail.com",
        password: "e",
        phoneNumber: "",
        gender: 0,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("password reset", () => {
  it("URL-encodes the e-mail in the forgot-password path and sends no body", async () => {
    const fetchMock = stubFetch(200, "");
    await requestPasswordReset("a+b/c@gmail.com");
    expect(sent(fetchMock)).toEqual({
      url: "http://127.0.0.1:5172/api/Authentication/forgotpassword/a%2Bb%2Fc%40gmail.com",
      method: "POST",
      body: undefined,
    });
  });

  it("throws 404 for an unknown address", async () => {
    stubFetch(404, "Invalid Email Address", "text/plain");
    await expect(requestPasswordReset("x@gmail.com")).rejects.toMatchObject({ status: 404 });
  });

  it("posts email, token and newPassword and accepts the 201 text answer", async () => {
    const fetchMock = stubFetch(201, "Password reset successful", "text/plain");
    await resetPassword({ email: "a@gmail.com", token: "Q2ZE-_x", newPassword: "newpassword9" });
    expect(sent(fetchMock)).toEqual({
      url: "http://127.0.0.1:5172/api/Authentication/resetpassword",
      method: "POST",
      body: { email: "a@gmail.com", token: "Q2ZE-_x", newPassword: "newpassword9" },
    });
  });

  it("throws 400 for an invalid token", async () => {
    stubFetch(400, JSON.stringify([{ code: "InvalidToken", description: "Invalid token." }]));
    await expect(
      resetPassword({ email: "a@gmail.com", token: "x", newPassword: "p" }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
