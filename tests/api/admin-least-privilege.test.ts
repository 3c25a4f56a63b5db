// Least privilege for shoppers' data and the shop's money (issue 35 §7): the server decides. Roles
// that must reach a shopper (fulfilment, service, finance, owner) read names, phones and addresses in
// full; catalogue, marketing and the viewer read orders with them masked and cannot find an order by a
// shopper's phone or name; only owner and finance read the money figures on the dashboard.
import { describe, expect, it } from "vitest";
import { GET as orders } from "@/app/api/admin/v1/orders/route";
import { GET as orderDetail } from "@/app/api/admin/v1/orders/[id]/route";
import { GET as orderExport } from "@/app/api/admin/v1/orders/export/route";
import { GET as afterSales } from "@/app/api/admin/v1/after-sales/route";
import { GET as afterSaleDetail } from "@/app/api/admin/v1/after-sales/[id]/route";
import { GET as dashboard } from "@/app/api/admin/v1/dashboard/route";
import { POST as applyAfterSale } from "@/app/api/v1/after-sales-apply/route";
import { db } from "@/lib/db";
import type { Role } from "@/lib/domain/permissions";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { orderAt } from "@/tests/helpers/after-sales-fixtures";

type Row = {
  id: number;
  orderNo: string;
  receiverName: string;
  receiverPhone: string;
  contactHidden: boolean;
  shopper: { username: string | null; phone: string | null; nickname: string } | null;
};
type Detail = Row & { receiverAddress: string; totalAmount: number; items: unknown[] };
type Figures = {
  paidAmount: number | null;
  paidOrders: number;
  refundedAmount: number | null;
  netAmount: number | null;
};

/** A shipped order with a return asked, its receiver and shopper given names and phones to look for. */
async function orderWithContact() {
  const placed = await orderAt(510, { stock: 5 });
  const phone = `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await db.order.update({
    where: { id: placed.order.id },
    data: {
      receiverName: "欧阳小明",
      receiverPhone: phone,
      receiverAddress: "广东省 深圳市 南山区 科技园路 1 号 2 栋 301",
    },
  });
  await db.user.update({ where: { id: placed.s.user.id }, data: { phone } });
  const asked = await call<{ id: number }>(applyAfterSale, "/api/v1/after-sales-apply", {
    token: placed.s.token,
    body: { orderId: placed.order.id, type: "return", reason: "quality" },
  });
  expect(asked.status).toBe(200);
  const order = await db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
  return { order, phone, afterSaleId: asked.body.id, username: placed.s.user.username! };
}

const asRole = async (role: Role) => (await signedIn([role])).cookie;

describe("shoppers' contact details", () => {
  it("are in full for the roles that reach shoppers, masked for the others (list, detail, after-sales)", async () => {
    const { order, phone, afterSaleId, username } = await orderWithContact();
    for (const role of ["owner", "fulfilment", "service", "finance"] as const) {
      const cookie = await asRole(role);
      const list = await adminCall<{ rows: Row[] }>(orders, `/x?q=${order.orderNo}`, { cookie });
      expect(list.body.rows, role).toEqual([
        expect.objectContaining({ receiverName: "欧阳小明", receiverPhone: phone, contactHidden: false }),
      ]);
      const detail = await adminCall<Detail>(orderDetail, "/x", { cookie, params: { id: String(order.id) } });
      expect(detail.body.receiverAddress, role).toContain("科技园路 1 号");
      expect(detail.body.shopper?.phone, role).toBe(phone);
      // They find the order by the phone.
      const byPhone = await adminCall<{ rows: Row[] }>(orders, `/x?q=${encodeURIComponent(phone)}`, { cookie });
      expect(
        byPhone.body.rows.map((r) => r.id),
        role,
      ).toContain(order.id);
    }
    for (const role of ["catalogue", "marketing", "viewer"] as const) {
      const cookie = await asRole(role);
      const list = await adminCall<{ rows: Row[] }>(orders, `/x?q=${order.orderNo}`, { cookie });
      expect(list.status, role).toBe(200);
      const [row] = list.body.rows;
      expect(row, role).toMatchObject({ id: order.id, receiverName: "欧***", contactHidden: true });
      expect(row.receiverPhone, role).toBe(`+86 139****${phone.slice(-4)}`);
      expect(row.shopper?.phone, role).toBe(`+86 139****${phone.slice(-4)}`);
      expect(row.shopper?.username, role).toBe(`${username[0]}***`);
      const detail = await adminCall<Detail>(orderDetail, "/x", { cookie, params: { id: String(order.id) } });
      // The order itself is all there: lines and money.
      expect(detail.body).toMatchObject({ totalAmount: order.totalAmount, receiverAddress: "", contactHidden: true });
      expect(detail.body.items.length).toBeGreaterThan(0);
      expect(JSON.stringify(detail.body), role).not.toContain(phone.slice(3));
      expect(JSON.stringify(detail.body), role).not.toContain("科技园路");
      expect(JSON.stringify(detail.body), role).not.toContain("欧阳小明");
      // A phone or a name finds nothing: it would say whose orders they are.
      for (const q of [phone, phone.slice(3), "欧阳小明", username]) {
        const found = await adminCall<{ rows: Row[] }>(orders, `/x?q=${encodeURIComponent(q)}`, { cookie });
        expect(found.body.rows, `${role} ${q}`).toEqual([]);
      }
      const queue = await adminCall<{ rows: { id: number; shopper: Row["shopper"] }[] }>(
        afterSales,
        "/x?pageSize=100",
        { cookie },
      );
      expect(queue.body.rows.find((r) => r.id === afterSaleId)?.shopper?.phone, role).toBe(
        `+86 139****${phone.slice(-4)}`,
      );
      const request = await adminCall<{ shopper: Row["shopper"] }>(afterSaleDetail, "/x", {
        cookie,
        params: { id: String(afterSaleId) },
      });
      expect(JSON.stringify(request.body), role).not.toContain(phone.slice(3));
    }
  });

  it("go in the order export to fulfilment, which packs them; not to catalogue", async () => {
    const { order, phone } = await orderWithContact();
    const packed = await adminCall<string>(orderExport, `/x?q=${order.orderNo}`, {
      cookie: await asRole("fulfilment"),
    });
    expect(packed.status).toBe(200);
    expect(String(packed.body)).toContain(phone);
    expect(String(packed.body)).toContain("科技园路 1 号");
    const refused = await adminCall(orderExport, `/x?q=${order.orderNo}`, { cookie: await asRole("catalogue") });
    expect(refused.status).toBe(403);
  });
});

describe("the money figures", () => {
  it("reach owner and finance; the other roles see the counts without amounts", async () => {
    await orderAt(500, { stock: 3, price: 2500 });
    for (const role of ["owner", "finance"] as const) {
      const d = await adminCall<{ today: Figures; last30Days: Figures; daily: Figures[]; byChannel: unknown[] }>(
        dashboard,
        "/x",
        {
          cookie: await asRole(role),
        },
      );
      expect(d.body.today.paidAmount, role).toBeGreaterThanOrEqual(2500);
      expect(d.body.daily.at(-1)!.netAmount, role).not.toBeNull();
      expect(d.body.byChannel.length, role).toBeGreaterThan(0);
    }
    for (const role of ["fulfilment", "service", "catalogue", "marketing", "viewer"] as const) {
      const d = await adminCall<{
        today: Figures;
        last30Days: Figures;
        daily: Figures[];
        toShip: number;
        byChannel: unknown[];
      }>(dashboard, "/x", { cookie: await asRole(role) });
      expect(d.status, role).toBe(200);
      expect(d.body.today.paidOrders, role).toBeGreaterThanOrEqual(1);
      expect(d.body.toShip, role).toBeGreaterThanOrEqual(1);
      for (const f of [d.body.today, d.body.last30Days, ...d.body.daily])
        expect([f.paidAmount, f.refundedAmount, f.netAmount], role).toEqual([null, null, null]);
      expect(d.body.byChannel, role).toEqual([]);
    }
  });
});
