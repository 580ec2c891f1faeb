import { and, count, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  HOUSEHOLD_MESSAGES,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  INVITATION_TTL_DAYS,
  type CurrentHousehold,
  type Invitation,
} from '@shared/schemas/households';
import type { SessionUser } from '@shared/schemas/users';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { calendarFeeds, favorites, householdInvitations, households, mealPlans, shoppingLists, users, weekPlans } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { currentSubscription } from '../users/subscription';
import { defaultHouseholdName, householdMembers, memberOf, type Member } from './membership';

export interface HouseholdDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  /** Tells every live shopping list of these households that their members changed (and drops `removed`'s sockets). */
  membersChanged(householdIds: readonly string[], removed?: string): Promise<void>;
}

type Actor = Pick<SessionUser, 'id' | 'name' | 'householdId' | 'householdRole'>;

const DAY_MS = 24 * 3600 * 1000;

async function runBatch(db: Db, writes: BatchItem<'sqlite'>[]) {
  if (writes.length) return db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return [];
}

/** GET /api/households/current: the household and its members (owner first, then by arrival). */
export async function currentHousehold({ db }: Pick<ServiceDeps, 'db'>, member: Member): Promise<CurrentHousehold> {
  const [[row], members] = await db.batch([
    db.select({ id: households.id, name: households.name }).from(households).where(eq(households.id, member.householdId)).limit(1),
    householdMembers(db, member.householdId),
  ]);
  if (!row) throw notFound(HOUSEHOLD_MESSAGES.memberNotFound);
  const ordered = [...members.filter((m) => m.role === 'owner'), ...members.filter((m) => m.role !== 'owner')];
  return { id: row.id, name: row.name, members: ordered.map((m) => ({ id: m.id, name: m.name, role: m.role })) };
}

function assertOwner(user: Actor): void {
  if (user.householdRole !== 'owner') throw forbidden(HOUSEHOLD_MESSAGES.ownerOnly);
}

/** 8 characters of the look-alike-free alphabet, uniformly drawn (rejection sampling). */
export function newInvitationCode(): string {
  const alphabet = INVITATION_CODE_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < INVITATION_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < INVITATION_CODE_LENGTH) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

/** POST /api/households/invitations: owner only; a single-use code valid 7 days. */
export async function createInvitation(deps: HouseholdDeps, user: Actor, origin: string): Promise<Invitation> {
  assertOwner(user);
  const member = memberOf(user);
  const expiresAt = new Date(deps.now().getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString();
  const code = newInvitationCode();
  await deps.db
    .insert(householdInvitations)
    .values({ code, householdId: member.householdId, createdBy: user.id, createdAt: deps.now().toISOString(), expiresAt });
  return { code, url: `${origin}/rejoindre/${code}`, expiresAt };
}

/** The household the leaver gets: empty, its own, Free. */
function ownHouseholdStatements(deps: HouseholdDeps, user: Pick<Actor, 'id' | 'name'>, guard: SQL) {
  const id = newId();
  const at = deps.now().toISOString();
  return {
    id,
    writes: [
      deps.db.insert(households).values({ id, name: defaultHouseholdName(user.name), createdAt: at }),
      deps.db
        .update(users)
        .set({ householdId: id, householdRole: 'owner', joinedHouseholdAt: at })
        .where(and(eq(users.id, user.id), guard)),
    ] as BatchItem<'sqlite'>[],
  };
}

/**
 * POST /api/households/join. Checks first (nothing written on a refusal), then ONE batch whose every
 * statement is conditioned on this request's claim of the code, so two accounts using the same code at
 * once cannot both join: the second finds it used and changes nothing.
 * An account alone in its household brings its plans, meal plans, lists and favourites (a favourite
 * the new household already has is kept once), and a running Premium longer than the new household's;
 * its emptied household is deleted.
 */
export async function joinHousehold(deps: HouseholdDeps, user: Actor, code: string): Promise<CurrentHousehold> {
  const { db } = deps;
  const now = deps.now();
  const member = memberOf(user);
  const invitation = await db.query.householdInvitations.findFirst({ where: eq(householdInvitations.code, code) });
  if (!invitation) throw notFound(HOUSEHOLD_MESSAGES.codeUnknown);
  if (invitation.householdId === member.householdId) throw conflict(HOUSEHOLD_MESSAGES.alreadyMember);
  if (invitation.usedAt) throw new AppError(410, HOUSEHOLD_MESSAGES.codeUsed);
  if (new Date(invitation.expiresAt) <= now) throw new AppError(410, HOUSEHOLD_MESSAGES.codeExpired);

  const [[{ n: membersLeft } = { n: 0 }], [from], [to]] = await db.batch([
    db.select({ n: count() }).from(users).where(eq(users.householdId, member.householdId)),
    db.select().from(households).where(eq(households.id, member.householdId)).limit(1),
    db.select().from(households).where(eq(households.id, invitation.householdId)).limit(1),
  ]);
  if (!to) throw notFound(HOUSEHOLD_MESSAGES.codeUnknown);
  const alone = membersLeft <= 1;
  if (!alone && user.householdRole === 'owner') throw conflict(HOUSEHOLD_MESSAGES.ownerMustHandOver);

  const at = now.toISOString();
  const claimed = sql`EXISTS (SELECT 1 FROM ${householdInvitations} WHERE ${householdInvitations.code} = ${code} AND ${householdInvitations.usedBy} = ${user.id} AND ${householdInvitations.usedAt} = ${at})`;
  const writes: BatchItem<'sqlite'>[] = [
    db
      .update(householdInvitations)
      .set({ usedAt: at, usedBy: user.id })
      .where(and(eq(householdInvitations.code, code), isNull(householdInvitations.usedAt)))
      .returning({ code: householdInvitations.code }),
    db
      .update(users)
      .set({ householdId: to.id, householdRole: 'member', joinedHouseholdAt: at, updatedAt: at })
      .where(and(eq(users.id, user.id), eq(users.householdId, member.householdId), claimed)),
  ];
  // A member who moves on from a shared household stops reading its calendar at once (see moveOut).
  if (!alone) writes.push(db.delete(calendarFeeds).where(and(eq(calendarFeeds.householdId, member.householdId), claimed)));
  if (alone && from) {
    const old = member.householdId;
    writes.push(
      db
        .update(weekPlans)
        .set({ householdId: to.id })
        .where(and(eq(weekPlans.householdId, old), claimed)),
      db
        .update(mealPlans)
        .set({ householdId: to.id })
        .where(and(eq(mealPlans.householdId, old), claimed)),
      db
        .update(shoppingLists)
        .set({ householdId: to.id })
        .where(and(eq(shoppingLists.householdId, old), claimed)),
      db
        .update(favorites)
        .set({ householdId: to.id })
        .where(
          and(
            eq(favorites.householdId, old),
            notInArray(favorites.recipeId, db.select({ id: favorites.recipeId }).from(favorites).where(eq(favorites.householdId, to.id))),
            claimed,
          ),
        ),
    );
    // A paying account never loses Premium by joining: the household keeps the longer-running one.
    const mine = currentSubscription(from, now);
    const theirs = currentSubscription(to, now);
    if (mine.type === 'premium' && (theirs.type !== 'premium' || (mine.expiresAt ?? '') > (theirs.expiresAt ?? ''))) {
      writes.push(
        db
          .update(households)
          .set({
            subscriptionType: 'premium',
            subscriptionExpiresAt: mine.expiresAt,
            subscriptionCancelAtPeriodEnd: mine.cancelAtPeriodEnd,
          })
          .where(and(eq(households.id, to.id), claimed)),
      );
    }
    // Emptied: its invitations and the duplicate favourites go with it (ON DELETE CASCADE).
    writes.push(
      db
        .delete(households)
        .where(and(eq(households.id, old), claimed, sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.householdId} = ${old})`)),
    );
  }
  const [claim] = (await runBatch(db, writes)) as [{ code: string }[], ...unknown[]];
  if (claim.length === 0) throw new AppError(410, HOUSEHOLD_MESSAGES.codeUsed);
  await deps.membersChanged(alone ? [to.id] : [to.id, member.householdId], alone ? undefined : user.id);
  return currentHousehold(deps, { id: user.id, householdId: to.id });
}

/** Moves `target` out of `member`'s household into a new one of its own; its access to the old one stops at once. */
async function moveOut(deps: HouseholdDeps, householdId: string, target: Pick<Actor, 'id' | 'name'>): Promise<void> {
  const { writes } = ownHouseholdStatements(deps, target, eq(users.householdId, householdId));
  // The invitations it made and nobody used no longer let anyone into the household it left.
  writes.push(
    deps.db
      .delete(householdInvitations)
      .where(
        and(
          eq(householdInvitations.householdId, householdId),
          eq(householdInvitations.createdBy, target.id),
          isNull(householdInvitations.usedAt),
        ),
      ),
  );
  // The calendar address it knows stops at once; the members who stay get a new one at their next look.
  writes.push(deps.db.delete(calendarFeeds).where(eq(calendarFeeds.householdId, householdId)));
  await runBatch(deps.db, writes);
  await deps.membersChanged([householdId], target.id);
}

/** POST /api/households/leave: a member leaves (the owner only once it has handed the household over). */
export async function leaveHousehold(deps: HouseholdDeps, user: Actor): Promise<CurrentHousehold> {
  const member = memberOf(user);
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(users).where(eq(users.householdId, member.householdId));
  if (n <= 1) throw conflict(HOUSEHOLD_MESSAGES.lastMember);
  if (user.householdRole === 'owner') throw conflict(HOUSEHOLD_MESSAGES.ownerMustHandOver);
  await moveOut(deps, member.householdId, user);
  const moved = await deps.db.query.users.findFirst({ where: eq(users.id, user.id), columns: { householdId: true } });
  return currentHousehold(deps, { id: user.id, householdId: moved?.householdId ?? member.householdId });
}

/** A member of the actor's household, or 404 memberNotFound (a stranger's id is answered the same). */
async function findMember(db: Db, member: Member, userId: string) {
  const row = await db.query.users.findFirst({
    where: and(eq(users.id, userId), eq(users.householdId, member.householdId)),
    columns: { id: true, name: true, householdRole: true },
  });
  if (!row) throw notFound(HOUSEHOLD_MESSAGES.memberNotFound);
  return row;
}

/** DELETE /api/households/members/:userId: the owner removes a member, who gets a household of its own. */
export async function removeMember(deps: HouseholdDeps, user: Actor, userId: string): Promise<CurrentHousehold> {
  assertOwner(user);
  const member = memberOf(user);
  if (userId === user.id) throw new AppError(400, HOUSEHOLD_MESSAGES.cannotRemoveSelf);
  const target = await findMember(deps.db, member, userId);
  await moveOut(deps, member.householdId, target);
  return currentHousehold(deps, member);
}

/** POST /api/households/owner: the owner hands the household over to another member (one batch). */
export async function transferOwnership(deps: HouseholdDeps, user: Actor, userId: string): Promise<CurrentHousehold> {
  assertOwner(user);
  const member = memberOf(user);
  const target = await findMember(deps.db, member, userId);
  if (target.id !== user.id) {
    await deps.db.batch([
      deps.db
        .update(users)
        .set({ householdRole: 'owner' })
        .where(and(eq(users.id, target.id), eq(users.householdId, member.householdId))),
      deps.db
        .update(users)
        .set({ householdRole: 'member' })
        .where(and(eq(users.id, user.id), eq(users.householdId, member.householdId))),
    ]);
  }
  return currentHousehold(deps, member);
}

/** PUT /api/households/current: the owner renames the household (as the screens offer it). */
export async function renameHousehold(deps: HouseholdDeps, user: Actor, name: string): Promise<CurrentHousehold> {
  assertOwner(user);
  const member = memberOf(user);
  await deps.db.update(households).set({ name }).where(eq(households.id, member.householdId));
  return currentHousehold(deps, member);
}
