"use client";

import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { BusinessSettings } from "@/lib/upstream/sessions";
import { saveSettingsAction } from "../actions";
import { NumberSettingForm } from "./number-setting-form";

/** The Settings form: the device cap, posted to the save action (works without JavaScript). */
export function SettingsForm({ initial }: { initial: BusinessSettings }) {
  const text = useCatalogue().adminPages.settings;
  return (
    <NumberSettingForm
      action={saveSettingsAction}
      name="maxStudentDevices"
      inputMode="numeric"
      min={0}
      max={100}
      step={1}
      label={text.devicesLabel}
      hint={() => text.devicesHint}
      initialValue={String(initial.maxStudentDevices)}
      valueOf={(saved) => saved.maxStudentDevices}
      submitLabel={text.saveSettings}
    />
  );
}
