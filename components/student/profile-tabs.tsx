"use client";

import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ProfileTab } from "@/lib/validation/student";
import { usePageLocale } from "@/lib/i18n/client";
import { localizedPath } from "@/lib/i18n/locale-path";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Props of {@link ProfileTabs}. */
export interface ProfileTabsProps {
  /** The tab shown first (from `?tab=`). */
  initialTab: ProfileTab;
  /** The profile's path, e.g. `/userProfile/{id}`; the chosen tab is written to its `?tab=`. */
  basePath: string;
  userData: ReactNode;
  courses: ReactNode;
  products: ReactNode;
  /** The My Orders panel; the tab shows only when given (the upstream has orders). */
  orders?: ReactNode;
  /** The Devices panel; the tab shows only when given (the upstream has server-side sessions). */
  devices?: ReactNode;
  /** The Calendar panel; the tab shows only when given (the student's own profile, live sessions upstream). */
  calendar?: ReactNode;
}

/**
 * The three tabs of the profile (spec §2): User Data, Enrolled Courses, Enrolled Products, plus
 * My Orders when the upstream has the orders extension, Devices when it has sessions and Calendar
 * (the student's own live-session subscription) when it has live sessions. The
 * tab lives in the URL (`?tab=`) so it can be shared and survives a reload; switching replaces
 * the history entry in place (the panels are all rendered already, nothing is fetched again).
 */
export function ProfileTabs({
  initialTab,
  basePath,
  userData,
  courses,
  products,
  orders,
  devices,
  calendar,
}: ProfileTabsProps) {
  const { tabsLabel, tabs } = useCatalogue().accountPages.profile;
  const locale = usePageLocale();
  const [tab, setTab] = useState<string>(
    (initialTab === "orders" && !orders) ||
      (initialTab === "devices" && !devices) ||
      (initialTab === "calendar" && !calendar)
      ? "data"
      : initialTab,
  );
  const change = (value: string) => {
    setTab(value);
    const url = value === "data" ? basePath : `${basePath}?tab=${value}`;
    window.history.replaceState(null, "", localizedPath(locale, url));
  };
  return (
    <Tabs value={tab} onValueChange={change}>
      <TabsList aria-label={tabsLabel}>
        <TabsTrigger value="data">{tabs.data}</TabsTrigger>
        <TabsTrigger value="courses">{tabs.courses}</TabsTrigger>
        <TabsTrigger value="products">{tabs.products}</TabsTrigger>
        {orders ? <TabsTrigger value="orders">{tabs.orders}</TabsTrigger> : null}
        {devices ? <TabsTrigger value="devices">{tabs.devices}</TabsTrigger> : null}
        {calendar ? <TabsTrigger value="calendar">{tabs.calendar}</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="data">{userData}</TabsContent>
      <TabsContent value="courses">{courses}</TabsContent>
      <TabsContent value="products">{products}</TabsContent>
      {orders ? <TabsContent value="orders">{orders}</TabsContent> : null}
      {devices ? <TabsContent value="devices">{devices}</TabsContent> : null}
      {calendar ? <TabsContent value="calendar">{calendar}</TabsContent> : null}
    </Tabs>
  );
}
