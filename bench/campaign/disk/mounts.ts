// The file systems the disk campaigns put DATA_DIR on: an ext4 loop image with a long journal
// commit interval (what was not fsynced lives only in the page cache, so a copy of the image is
// the disk a power cut leaves) and a size-limited tmpfs that fills under load. Root only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long a start of errand may take: these machines are shared, and a loaded one is slow. */
export const READY_MS = 300_000;

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function has(cmd: string): boolean {
  try {
    run('sh', ['-c', `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

/** Why these campaigns cannot run here, or undefined when they can (root, loop devices, mkfs). */
export function whyNotRunnable(needs: { loop: boolean }): string | undefined {
  if (process.platform !== 'linux') return `needs Linux, this is ${process.platform}`;
  if (process.getuid?.() !== 0) return 'needs root (mount, losetup)';
  if (needs.loop) {
    if (!has('mkfs.ext4')) return 'needs mkfs.ext4 (e2fsprogs)';
    try {
      run('losetup', ['-f']);
    } catch (error) {
      return `no free loop device: ${(error as Error).message.trim()}`;
    }
  }
  return undefined;
}

/** The preload library that turns fsync into a no-op; installs Debian's eatmydata when missing. */
export function eatmydataLibrary(): string {
  const find = () => {
    try {
      return run('sh', [
        '-c',
        'ls /usr/lib/*/libeatmydata.so* /usr/lib/libeatmydata.so* 2>/dev/null | head -1',
      ]).trim();
    } catch {
      return '';
    }
  };
  let lib = find();
  if (!lib) {
    process.stderr.write('[disk] installing eatmydata (apt-get)\n');
    // Other engineers' installs may hold the dpkg lock for a while.
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', 'eatmydata'], {
      stdio: 'ignore',
    });
    lib = find();
  }
  if (!lib) throw new Error('eatmydata installed but libeatmydata.so not found');
  return lib;
}

export interface Mounted {
  readonly dir: string;
  unmount(): void;
}

/** Mount points still mounted, for unmountOnSignal. */
const active = new Set<string>();

/** For the CLIs: a campaign stopped by Ctrl-C or SIGTERM lazily unmounts what it mounted. */
export function unmountOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const dir of active) {
        try {
          run('umount', ['-l', dir]);
        } catch {
          // already gone
        }
      }
      process.exit(130);
    });
  }
}

function umount(dir: string): void {
  active.delete(dir);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      run('umount', [dir]);
      return;
    } catch {
      // a child that just died may still hold a file for a moment
      execFileSync('sleep', ['0.2']);
    }
  }
  run('umount', ['-l', dir]);
}

/** A fresh directory under /tmp for a mount point, removed on unmount. */
function mountPoint(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A new ext4 image file of `sizeMb` (sparse). */
export function makeExt4Image(path: string, sizeMb: number): void {
  run('truncate', ['-s', `${sizeMb}M`, path]);
  run('mkfs.ext4', ['-q', '-F', path]);
}

/** Mounts an ext4 image through a loop device with journal commits every 60 s. */
export function mountImage(image: string): Mounted {
  const dir = mountPoint('errand-loop-');
  try {
    run('mount', ['-o', 'loop,commit=60', image, dir]);
    active.add(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let mounted = true;
  return {
    dir,
    unmount() {
      if (!mounted) return;
      mounted = false;
      umount(dir); // -o loop sets autoclear: the loop device goes with the mount
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The image file as the host holds it right now: what the mounted file system wrote to its
 * device. Dirty pages still in the mounted file system's cache (unsynced) are not in it.
 */
export function copyImage(image: string, copy: string): void {
  run('cp', ['--sparse=always', image, copy]);
}

export interface Tmpfs extends Mounted {
  resize(sizeKb: number): void;
}

/**
 * A tmpfs of `sizeKb` that can be grown in place (remount keeps its files); at `at`, or a new
 * directory under /tmp.
 */
export function mountTmpfs(sizeKb: number, at?: string): Tmpfs {
  if (at) mkdirSync(at, { recursive: true });
  const dir = at ?? mountPoint('errand-tmpfs-');
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir]);
    active.add(dir);
  } catch (error) {
    if (!at) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let mounted = true;
  return {
    dir,
    resize(size) {
      run('mount', ['-o', `remount,size=${size}k`, dir]);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      umount(dir);
      if (!at) rmSync(dir, { recursive: true, force: true });
    },
  };
}
