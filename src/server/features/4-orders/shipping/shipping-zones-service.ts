import { SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE, SHIPPING_ZONE_NOT_FOUND_MESSAGE, type ShippingZone, type ShippingZoneFields } from '../../../../shared/schemas/shipping';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { methodFields, toZoneDto, zoneFields } from './shipping-dto';
import {
  deleteMethodsExcept,
  deleteZone,
  insertMethods,
  insertZone,
  listMethods,
  listZoneMethods,
  listZones,
  lockZone,
  parkMethods,
  updateMethod,
  updateZone,
} from './shipping-zones-repository';

/*
 * The shop admin's shipping zones and their methods (`/api/shipping-zones`). A zone is written
 * whole: its fields and its list of methods, in one transaction that locks the zone's row first,
 * with its audit entry.
 *
 * Errors: 404 an unknown zone; 400 on `methods.{i}.id` for a method that is not this zone's (or
 * named twice), so an admin cannot move another zone's method into this one.
 */

const noSuchZone = () => new AppError('not-found', SHIPPING_ZONE_NOT_FOUND_MESSAGE);

/** 400 naming the first `methods.{i}.id` that is not one of `known`, or repeats an earlier one. */
function checkMethodIds(methods: ShippingZoneFields['methods'], known: ReadonlySet<string>): void {
  const seen = new Set<string>();
  methods.forEach((method, index) => {
    if (method.id === undefined) return;
    if (!known.has(method.id) || seen.has(method.id)) {
      throw new AppError('invalid', SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE, { [`methods.${index}.id`]: [SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE] });
    }
    seen.add(method.id);
  });
}

/** Every zone by name, each with its methods in order. */
export async function shippingZones(db: DB): Promise<ShippingZone[]> {
  const [zones, methods] = await Promise.all([listZones(db), listMethods(db)]);
  return zones.map((zone) => toZoneDto(zone, methods.filter((method) => method.zoneId === zone.id)));
}

export function createShippingZone(db: DB, actor: AuditActor, input: ShippingZoneFields): Promise<ShippingZone> {
  checkMethodIds(input.methods, new Set());
  return db.transaction().execute(async (trx) => {
    const zone = await insertZone(trx, zoneFields(input));
    await insertMethods(trx, zone.id, input.methods.map(methodFields));
    const created = toZoneDto(zone, await listZoneMethods(trx, zone.id));
    await recordAudit(trx, actor, { action: 'shipping_zone.added', target: zone.id, after: created });
    return created;
  });
}

/**
 * Replaces the zone and its methods: a method with an id keeps it (and its row), one without is
 * added, one left out is deleted; the list's order is theirs.
 */
export function replaceShippingZone(db: DB, actor: AuditActor, zoneId: string, input: ShippingZoneFields): Promise<ShippingZone> {
  return db.transaction().execute(async (trx) => {
    const zone = await lockZone(trx, zoneId);
    if (!zone) throw noSuchZone();
    const methodsBefore = await listZoneMethods(trx, zoneId);
    checkMethodIds(input.methods, new Set(methodsBefore.map((method) => method.id)));

    const kept = input.methods.flatMap((method) => (method.id === undefined ? [] : [method.id]));
    await deleteMethodsExcept(trx, zoneId, kept);
    await parkMethods(trx, zoneId);
    const added = [];
    for (const [position, method] of input.methods.entries()) {
      if (method.id === undefined) added.push(methodFields(method, position));
      else await updateMethod(trx, zoneId, method.id, methodFields(method, position));
    }
    await insertMethods(trx, zoneId, added);
    const updated = toZoneDto(await updateZone(trx, zoneId, zoneFields(input)), await listZoneMethods(trx, zoneId));
    await recordAudit(trx, actor, { action: 'shipping_zone.updated', target: zoneId, before: toZoneDto(zone, methodsBefore), after: updated });
    return updated;
  });
}

/** Deletes the zone with its methods; orders keep the method's name and charge they were given. */
export function removeShippingZone(db: DB, actor: AuditActor, zoneId: string): Promise<{ deletedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const zone = await lockZone(trx, zoneId);
    if (!zone) throw noSuchZone();
    const before = toZoneDto(zone, await listZoneMethods(trx, zoneId));
    if (!(await deleteZone(trx, zoneId))) throw noSuchZone();
    await recordAudit(trx, actor, { action: 'shipping_zone.deleted', target: zoneId, before });
    return { deletedCount: 1 };
  });
}
