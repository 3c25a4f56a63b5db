// One order: items and amounts, receiver, payments, tracking, after-sales, the internal remark, its
// audit trail; and what the operator's roles allow: ship (courier + waybill), add a tracking point,
// cancel an unpaid order with a reason.
"use client";

import { Link } from "@/components/admin/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { canCancel, canShip } from "@/lib/domain/order-status";
import { useCouriers } from "@/lib/admin-client/settings";
import { useLocalized } from "./localized";
import type { FieldErrors } from "@/lib/domain/errors";
import { addTracking, cancelOrder, saveRemark, shipOrder, useOrder, type OrderDetail } from "@/lib/admin-client/orders";
import { AuditTable } from "./audit-table";
import { useCan } from "./operator-context";
import { AfterSaleStatusBadge, OrderStatusBadge, ProviderWords } from "./badges";
import { formatPhone } from "@/lib/phone";
import {
  Badge,
  Button,
  Card,
  Field,
  LinkButton,
  Money,
  PageHeader,
  ReasonDialog,
  Table,
  When,
  inputClass,
  DetailState,
} from "./ui";

type Errors = FieldErrors;
const fieldErrors = (error: unknown): Errors => (error as { fields?: Errors }).fields ?? {};

function ShipForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const t = useTranslations("orders");
  const local = useLocalized();
  // The console's couriers (settings), the retired ones left out; the first is chosen until the operator picks.
  const active = (useCouriers().data?.rows ?? []).filter((c) => c.active);
  const [picked, setCourier] = useState<string | null>(null);
  const courier = picked ?? active[0]?.code ?? "";
  const [waybill, setWaybill] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-start gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setErrors({});
        setMessage("");
        try {
          await shipOrder({ id: order.id, courier, waybill });
          onDone();
        } catch (error) {
          setErrors(fieldErrors(error));
          setMessage((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field label={t("courier")} error={errors.courier}>
        {(props) => (
          <select {...props} className={inputClass} value={courier} onChange={(e) => setCourier(e.target.value)}>
            {active.map((c) => (
              <option key={c.code} value={c.code}>
                {local(c.name)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("waybill")} error={errors.waybill}>
        {(props) => (
          <input
            {...props}
            name="waybill"
            className={inputClass}
            value={waybill}
            onChange={(e) => setWaybill(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" kind="primary" className="mt-6" disabled={busy} aria-busy={busy}>
        {t("ship")}
      </Button>
      {message && !Object.keys(errors).length ? (
        <p role="alert" className="w-full text-sm text-price">
          {message}
        </p>
      ) : null}
    </form>
  );
}

function TrackingForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const t = useTranslations("orders");
  const [description, setDescription] = useState("");
  const [location, setLocation] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form
      className="mt-3 flex flex-wrap items-start gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await addTracking({ id: order.id, description, location });
          setDescription("");
          setLocation("");
          setErrors({});
          onDone();
        } catch (error) {
          setErrors(fieldErrors(error));
        }
      }}
    >
      <Field label={t("trackDescription")} error={errors.description}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Field label={t("trackLocation")} error={errors.location}>
        {(props) => (
          <input {...props} className={inputClass} value={location} onChange={(e) => setLocation(e.target.value)} />
        )}
      </Field>
      <Button type="submit" className="mt-6">
        {t("addTracking")}
      </Button>
    </form>
  );
}

function RemarkForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const t = useTranslations("orders");
  const tc = useTranslations("common");
  const [remark, setRemark] = useState(order.staffRemark);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState(false);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await saveRemark({ id: order.id, remark });
          setError("");
          setSaved(true);
          onDone();
        } catch (err) {
          setError(fieldErrors(err).remark ?? (err as Error).message);
        }
      }}
    >
      <Field label={t("staffRemark")} error={error} hint={t("staffRemarkHint")}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            maxLength={500}
            className={inputClass}
            value={remark}
            onChange={(e) => {
              setRemark(e.target.value);
              setSaved(false);
            }}
          />
        )}
      </Field>
      <Button type="submit">{tc("save")}</Button>
      {saved ? (
        <span role="status" className="ml-2 text-sm text-green-800">
          {tc("saved")}
        </span>
      ) : null}
    </form>
  );
}

/** The order's lines and its money: what it cost, what was refunded, what the shop keeps. */
function ItemsCard({ order }: { order: OrderDetail }) {
  const t = useTranslations("orders");
  return (
    <Card title={t("items")}>
      <Table head={[t("product"), t("price"), t("quantity")]}>
        {order.items.map((i) => (
          <tr key={i.id}>
            <td className="px-3 py-2">
              {i.name} <span className="text-gray-600">{i.skuName}</span>
            </td>
            <td className="px-3 py-2 text-right">
              <Money cents={i.price} />
            </td>
            <td className="px-3 py-2 text-right">{i.quantity}</td>
          </tr>
        ))}
      </Table>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-gray-600">{t("itemsAmount")}</dt>
        <dd>
          <Money cents={order.itemsAmount} />
        </dd>
        <dt className="text-gray-600">{t("freight")}</dt>
        <dd>
          <Money cents={order.freightAmount} />
        </dd>
        <dt className="text-gray-600">{t("discount")}</dt>
        <dd>
          <Money cents={order.discountAmount} />
        </dd>
        <dt className="text-gray-600">{t("points")}</dt>
        <dd>
          <Money cents={order.pointsAmount} />
        </dd>
        <dt className="font-medium">{t("total")}</dt>
        <dd className="font-medium">
          <Money cents={order.totalAmount} />
        </dd>
        {order.refundedAmount + order.refundingAmount > 0 ? (
          <>
            <dt className="text-gray-600">{t("refundedAmount")}</dt>
            <dd data-testid="order-refunded">
              <Money cents={order.refundedAmount} />
            </dd>
            {order.refundingAmount ? (
              <>
                <dt className="text-gray-600">{t("refundingAmount")}</dt>
                <dd>
                  <Money cents={order.refundingAmount} />
                </dd>
              </>
            ) : null}
            <dt className="font-medium">{t("netAmount")}</dt>
            <dd className="font-medium" data-testid="order-net">
              <Money cents={order.netAmount} />
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/** The order's payment attempts, with their provider and state. */
function PaymentsCard({ order }: { order: OrderDetail }) {
  const t = useTranslations("orders");
  return (
    <Card title={t("payments")}>
      {order.payments.length === 0 ? (
        <p className="text-sm text-gray-600">{t("noPayments")}</p>
      ) : (
        <Table head={[t("provider"), t("outTradeNo"), t("amount"), t("paymentStatus"), t("paidAt")]}>
          {order.payments.map((p) => (
            <tr key={p.id}>
              <td className="px-3 py-2">
                <ProviderWords provider={p.provider} /> /{" "}
                {t.has(`paymentMethods.${p.method}`) ? t(`paymentMethods.${p.method}`) : p.method}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{p.outTradeNo}</td>
              <td className="px-3 py-2 text-right">
                <Money cents={p.amount} />
              </td>
              <td className="px-3 py-2">
                <Badge>{t(`paymentStatuses.${p.status}`)}</Badge>
              </td>
              <td className="px-3 py-2 text-xs">
                <When at={p.paidAt} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

export function OrderDetailScreen({ id }: { id: number }) {
  const t = useTranslations("orders");
  const ta = useTranslations("afterSales");
  const ts = useTranslations("slip");
  const can = useCan();
  const { data: order, error, mutate } = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  const refresh = () => void mutate();
  if (!order) return <DetailState error={error} notFound={t("notFound")} onRetry={refresh} />;
  return (
    <>
      <PageHeader
        title={t("detailTitle", { orderNo: order.orderNo })}
        actions={
          <>
            {can("order:ship") ? <LinkButton href={`/admin/orders/${order.id}/slip`}>{ts("open")}</LinkButton> : null}
            {can("stock:adjust") ? (
              <LinkButton href={`/admin/stock/ledger?orderId=${order.id}`}>{t("stockMoves")}</LinkButton>
            ) : null}
            {canCancel(order.status) && can("order:ship") ? (
              <Button kind="danger" onClick={() => setCancelling(true)}>
                {t("cancel")}
              </Button>
            ) : null}
          </>
        }
      >
        <p className="mt-1 flex gap-2">
          <OrderStatusBadge status={order.status} />
          {order.closeReason ? <Badge>{t(`closeReason.${order.closeReason}`)}</Badge> : null}
          {order.afterSaleOpen ? <Badge tone="bad">{t("afterSaleOpen")}</Badge> : null}
        </p>
      </PageHeader>
      {cancelling ? (
        <ReasonDialog
          title={t("cancelTitle")}
          confirm={t("cancel")}
          danger
          onClose={() => setCancelling(false)}
          onSubmit={async (reason) => {
            await cancelOrder({ id: order.id, reason });
            refresh();
          }}
        />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ItemsCard order={order} />
          <Card title={t("shipping")}>
            {canShip(order.status) && can("order:ship") ? <ShipForm order={order} onDone={refresh} /> : null}
            {order.waybillNo ? (
              <p className="text-sm" data-testid="order-waybill">
                {order.courier} · <span className="font-mono">{order.waybillNo}</span> · <When at={order.shippedAt} />
              </p>
            ) : !canShip(order.status) ? (
              <p className="text-sm text-gray-600">{t("notShipped")}</p>
            ) : null}
            {order.trajectory.length ? (
              <ol className="mt-2 border-l border-gray-200 pl-3 text-sm">
                {order.trajectory.map((p) => (
                  <li key={p.id} className="mb-1">
                    <When at={p.occurredAt} /> {p.location ? `· ${p.location} ` : ""}· {p.description}
                  </li>
                ))}
              </ol>
            ) : null}
            {order.shippedAt && can("order:ship") ? <TrackingForm order={order} onDone={refresh} /> : null}
          </Card>
          <PaymentsCard order={order} />
          {order.afterSales.length ? (
            <Card title={t("afterSales")}>
              <ul className="text-sm">
                {order.afterSales.map((a) => (
                  <li key={a.id}>
                    <Link href={`/admin/after-sales/${a.id}`} className="text-accent underline">
                      #{a.id}
                    </Link>{" "}
                    {ta(`types.${a.type}`)} · <AfterSaleStatusBadge status={a.status} /> · <Money cents={a.amount} /> ·{" "}
                    {ta.has(`reasons.${a.reason}`) ? ta(`reasons.${a.reason}`) : a.reason}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
        <div>
          <Card title={t("receiver")}>
            <p className="text-sm">
              {order.receiverName} {formatPhone(order.receiverPhone)}
            </p>
            {order.contactHidden ? (
              <p className="text-xs text-gray-600" data-testid="contact-hidden">
                {t("contactHidden")}
              </p>
            ) : (
              <p className="text-sm text-gray-700">{order.receiverAddress}</p>
            )}
            {order.remark ? <p className="mt-2 text-sm">{t("shopperRemark", { remark: order.remark })}</p> : null}
            {order.shopper && !order.contactHidden ? (
              <p className="mt-2 text-sm">
                <Link href={`/admin/shoppers/${order.shopper.id}`} className="text-accent underline">
                  {order.shopper.username ??
                    (order.shopper.phone ? formatPhone(order.shopper.phone) : order.shopper.nickname)}
                </Link>
              </p>
            ) : null}
          </Card>
          <Card title={t("dates")}>
            <dl className="grid grid-cols-2 gap-1 text-xs">
              <dt className="text-gray-600">{t("createdAt")}</dt>
              <dd>
                <When at={order.createdAt} />
              </dd>
              <dt className="text-gray-600">{t("paidAt")}</dt>
              <dd>
                <When at={order.paidAt} />
              </dd>
              <dt className="text-gray-600">{t("shippedAt")}</dt>
              <dd>
                <When at={order.shippedAt} />
              </dd>
              <dt className="text-gray-600">{t("receivedAt")}</dt>
              <dd>
                <When at={order.receivedAt} />
              </dd>
              <dt className="text-gray-600">{t("closedAt")}</dt>
              <dd>
                <When at={order.closedAt} />
              </dd>
            </dl>
          </Card>
          {can("order:ship") ? (
            <Card>
              <RemarkForm order={order} onDone={refresh} />
            </Card>
          ) : order.staffRemark ? (
            <Card title={t("staffRemark")}>
              <p className="text-sm">{order.staffRemark}</p>
            </Card>
          ) : null}
        </div>
      </div>
      <Card title={t("audit")}>
        <AuditTable rows={order.audit} />
      </Card>
    </>
  );
}
