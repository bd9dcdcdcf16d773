import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { paymentMethods } from "@/lib/orders";
import {
  amountForPayee,
  isEgpAmountPending,
  type AmountDue,
  type PayeeDetail,
} from "@/lib/payment-methods";
import { formatPrice } from "@/lib/prices";
import { CopyButton, type CopyTexts } from "./copy-button";

/** One payee, what is due (null when unknown), and whether the method lists other payees beside it. */
interface PayeeProps {
  payee: PayeeDetail;
  due: AmountDue | null;
  isOneOfSeveral: boolean;
  messages: Catalogue;
  locale: Locale;
}

/** The setting that holds a payee (`lib/env.ts`), which names it in the catalogue. */
type PayeeSetting = keyof Catalogue["publicPages"]["payment"]["payees"];

/**
 * A payee's label and copy name in the page's language: the catalogue's entry for its setting
 * (`paymentMethods` names each payee in English), else the English ones.
 */
function payeeWords(
  payee: Pick<PayeeDetail, "label" | "copyName">,
  messages: Catalogue,
): { label: string; copyName: string } {
  const payees: readonly { label: string; setting: PayeeSetting }[] = paymentMethods.flatMap(
    (method): readonly { label: string; setting: PayeeSetting }[] => method.payees,
  );
  const setting = payees.find((candidate) => candidate.label === payee.label)?.setting;
  return setting ? messages.publicPages.payment.payees[setting] : payee;
}

/** {@link CopyButton}'s words for the value named `name`, in the catalogue's language. */
export function copyTextsFor(name: string, messages: Catalogue): CopyTexts {
  const texts = messages.publicPages.payment.copy;
  return {
    copy: texts.copy,
    copied: texts.copied,
    selectToCopy: texts.selectToCopy,
    copyLabel: texts.copyName(name),
    copiedLabel: texts.copiedName(name),
    failedLabel: texts.failedName(name),
  };
}

/**
 * What the buyer sends to this payee: the amount in its currency when known (for pounds while a
 * USD price has no rate: that BrightWay confirms it before the buyer pays), and, where a method
 * has accounts in both currencies (the card), which currency goes where.
 */
function PayeeNote({ payee, due, isOneOfSeveral, messages, locale }: PayeeProps) {
  const texts = messages.publicPages.payment;
  const amount = due ? amountForPayee(payee.currency, due) : null;
  const forWhat = isOneOfSeveral ? texts.forPaymentsIn(texts.currencyNames[payee.currency]) : null;
  // A USD price with no rate: this account takes pounds, so it is never asked for dollars.
  if (due && isEgpAmountPending(payee.currency, due)) {
    return (
      <dd className="mt-1 text-sm text-slate-700">
        {forWhat ? `${forWhat}. ` : null}
        {messages.exchangeRate.egpToBeConfirmed}
      </dd>
    );
  }
  if (!amount && !isOneOfSeveral) return null;
  return (
    <dd className="mt-1 text-sm text-slate-700">
      {forWhat}
      {forWhat && amount ? texts.sendHere.afterFor : amount ? texts.sendHere.before : "."}
      {amount ? (
        <>
          <strong className="whitespace-nowrap">
            <bdi>{formatPrice(amount.amount, amount.currency, locale)}</bdi>
          </strong>
          {texts.sendHere.after}
        </>
      ) : null}
    </dd>
  );
}

/** A payee number or account, easy to read, select and copy, with what to send to it. */
function Payee(props: PayeeProps) {
  const { payee, messages } = props;
  const words = payeeWords(payee, messages);
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dt className="text-sm text-slate-600">{words.label}</dt>
      <dd className="mt-1 flex items-center justify-between gap-3">
        <span
          dir="ltr"
          className="min-w-0 font-mono text-lg font-semibold tracking-wide break-all text-slate-900 select-all"
        >
          {payee.value}
        </span>
        <CopyButton
          value={payee.value}
          name={words.copyName}
          texts={copyTextsFor(words.copyName, messages)}
        />
      </dd>
      <PayeeNote {...props} />
    </div>
  );
}

/**
 * The payee details of one method, side by side when there are two; with `due`, each says what
 * to send to it (an EGP payee gets a USD price's EGP quote). In the page's language.
 */
export async function PayeeList({ payees, due }: { payees: PayeeDetail[]; due: AmountDue | null }) {
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  return (
    <dl className={payees.length > 1 ? "grid gap-3 sm:grid-cols-2" : undefined}>
      {payees.map((payee) => (
        <Payee
          key={payee.label}
          payee={payee}
          due={due}
          isOneOfSeveral={payees.length > 1}
          messages={messages}
          locale={locale}
        />
      ))}
    </dl>
  );
}
