/**
 * Where the gateway's CPU goes: a V8 `.cpuprofile` (node --cpu-prof) summarised by self time, per
 * function and per area (a package under node_modules, a file of src/, Node's internals, the garbage
 * collector). Only the samples taken inside the measured window count, so the process's start (module
 * loading, schema build) and idle time stay out. V8 stamps samples with the monotonic clock in µs, the
 * clock `process.hrtime` reads in every process on the machine, so the bench can give the window.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface FrameShare {
  /** Function name and where it is (`name file:line`), or the area. */
  name: string;
  /** Self time in ms over the window. */
  selfMs: number;
  /** Share of the window's busy (non-idle) samples. */
  share: number;
}

export interface ProfileSummary {
  /** Busy CPU in the window, ms (idle samples left out). */
  busyMs: number;
  /** Operations run inside the window. */
  operations: number;
  topFunctions: FrameShare[];
  topAreas: FrameShare[];
  /** Busy time by what the sample's stack was doing (STAGES, first match wins). */
  stages: FrameShare[];
}

/**
 * Stages of an operation, matched against every frame of a sample's stack in this order: the upstream
 * client's work (sending from a resolver, or undici reading an answer) counts as upstream wherever it runs.
 */
const STAGES: [string, RegExp][] = [
  ['upstream client (src/upstream, undici)', /\/src\/upstream\/|\/node_modules\/undici\//],
  ['GraphQL execution (executor, resolvers, Pothos)', /\/@graphql-tools\/executor\/|\/graphql\/execution\/|\/src\/schema\/|\/@pothos\//],
  ['parse and validate', /\/graphql\/(language|validation)\//],
  ['HTTP and Yoga (request, plugins, response)', /\/graphql-yoga\/|\/@envelop\/|\/@whatwg-node\/|\/src\/gateway\/|^node:_http|^node:net/],
];

/** A file path of the frame: the compiled gateway (bench/gateway-build.ts) is named by its source's path. */
const pathOf = (url: string) => url.replace(/^file:\/\//, '').replace(/\/node_modules\/\.cache\/fieldgraph-bench\/[^/]+\/js\//, '/');

/** The area a frame belongs to: a package, a file of this repository, Node's internals, or V8's own. */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const path = pathOf(url);
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (pkg) return pkg[1]!;
  const own = /\/((?:src|bench)\/.+)$/.exec(path);
  return own ? own[1]! : path;
}

const shortFile = (url: string) => {
  const path = pathOf(url);
  const pkg = /\/node_modules\/(.+)$/.exec(path);
  if (pkg) return pkg[1]!;
  const own = /\/((?:src|bench)\/.+)$/.exec(path);
  return own ? own[1]! : path;
};

/**
 * Summarises `file` over [fromUs, toUs] (monotonic µs). Falls back to the whole profile when no sample
 * falls inside the window (a clock that is not shared), and says so through `operations` staying as given.
 */
export function summarizeProfile(file: string, window: { fromUs: number; toUs: number }, operations: number, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** The stage of a sample's node, found once per node. */
  const stageOf = new Map<number, string>();
  const classify = (node: ProfileNode): string => {
    let found = stageOf.get(node.id);
    if (found) return found;
    const urls: string[] = [];
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) urls.push(pathOf(byId.get(id)!.callFrame.url));
    found =
      STAGES.find(([, re]) => urls.some((u) => re.test(u)))?.[0] ??
      (node.callFrame.functionName === '(garbage collector)' ? 'garbage collector' : 'other (Node internals, microtasks)');
    stageOf.set(node.id, found);
    return found;
  };
  const stage = new Map<string, number>();
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) {
    t += d;
    times.push(t);
  }
  const inWindow = times.some((s) => s >= window.fromUs && s <= window.toUs);
  const fn = new Map<string, number>();
  const area = new Map<string, number>();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (inWindow && (times[i]! < window.fromUs || times[i]! > window.toUs)) continue;
    const node = byId.get(profile.samples[i]!);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    // A sample stands for the time until the next one.
    const us = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1]! : 0;
    busy += us;
    const f = node.callFrame;
    const name = f.url ? `${f.functionName || '(anonymous)'} ${shortFile(f.url)}:${f.lineNumber + 1}` : f.functionName || '(anonymous)';
    fn.set(name, (fn.get(name) ?? 0) + us);
    const a = areaOf(f);
    area.set(a, (area.get(a) ?? 0) + us);
    const st = classify(node);
    stage.set(st, (stage.get(st) ?? 0) + us);
  }
  const rank = (m: Map<string, number>): FrameShare[] =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, selfMs: Math.round(us / 100) / 10, share: busy ? Math.round((us / busy) * 1000) / 1000 : 0 }));
  return { busyMs: Math.round(busy / 100) / 10, operations, topFunctions: rank(fn), topAreas: rank(area), stages: rank(stage) };
}
