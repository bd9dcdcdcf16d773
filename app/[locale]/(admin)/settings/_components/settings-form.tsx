"use client";

import type { BusinessSettings } from "@/lib/upstream/sessions";
import { saveSettingsAction } from "../actions";
import { NumberSettingForm } from "./number-setting-form";

/** The Settings form: the device cap, posted to the save action (works without JavaScript). */
export function SettingsForm({ initial }: { initial: BusinessSettings }) {
  return (
    <NumberSettingForm
      action={saveSettingsAction}
      name="maxStudentDevices"
      inputMode="numeric"
      min={0}
      max={100}
      step={1}
      label="Devices a student may be signed in on at once"
      hint={() => "0 = no limit. Signing in on one more device signs the oldest one out."}
      initialValue={String(initial.maxStudentDevices)}
      valueOf={(saved) => saved.maxStudentDevices}
      submitLabel="Save settings"
    />
  );
}
