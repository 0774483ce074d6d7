// The embedded database's folder holds everything the business keeps: customers'
// names, e-mails and phones, the order-token signing key, and on its sockets the
// whole database to whoever may connect. Only the user that runs the server may
// read it: folders 0700, files 0600, sockets closed to group and other
// (docs/SECURITY.md; docs/OPERATIONS.md, "Who may read the data folder").
//
// Two things are needed. A copy keeps the modes it copies, and files put there by
// hand or by an older version keep theirs, so folders are tightened by a walk at
// every start. What this process makes later (the folder, the lock, the key, the
// photos) follows the umask, so the umask is set. Postgres keeps its own folder
// private by itself (0700/0600) and refuses to start when it is not.
import fs from "node:fs";
import path from "node:path";

const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
/** Nothing the process creates is readable or writable by group or other. */
const PRIVATE_UMASK = 0o077;

interface TreeModes {
  dir: number;
  file: number;
}
const PRIVATE: TreeModes = { dir: PRIVATE_DIR_MODE, file: PRIVATE_FILE_MODE };

/**
 * Sets the process's umask so everything it creates from now on is private. The
 * umask belongs to the whole process, and that is wanted: a process that hosts
 * the embedded database (the server, or a `valet` command while the server is
 * down) writes nothing that other users should read; its logs go to stdout and
 * the build is made by other processes. Called by startEmbeddedPostgres, so on
 * Postgres nothing calls it: that process writes no files, and the operator's
 * umask is left alone.
 */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

export interface Tightened {
  folder: string;
  files: { count: number; from: string[] };
  folders: { count: number; from: string[] };
  /** Sockets and anything else that is neither file nor folder. */
  others: { count: number; from: string[] };
  /** What could not be changed (another user's file, say), with the reason. */
  failed: string[];
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

function wantedMode(stat: fs.Stats, modes: TreeModes): number {
  if (stat.isDirectory()) return modes.dir;
  if (stat.isFile()) return modes.file;
  // A socket's owner bits are whatever made it; group and other get no more than a folder's.
  return stat.mode & 0o777 & (modes.dir | 0o700);
}

/**
 * Makes `folder` and everything in it private to this user. Symbolic links are
 * neither followed nor changed (chmod would change what they point to). Returns
 * what had to change; nothing throws but a missing `folder`.
 */
export function makePrivate(folder: string, topFolderMode = PRIVATE_DIR_MODE): Tightened {
  return setTreeModes(folder, PRIVATE, topFolderMode);
}

/**
 * The build's embedded template is private like a data folder (docs/OPERATIONS.md, "Who may read the data folder"): it holds
 * no customer yet, but a template others could write would seed every new database
 * with their rows, and what the site keeps is nobody else's to read. The image's
 * server runs as `node` over files the build made as root, so the Dockerfile gives
 * the template to `node`.
 */
export function makeTemplatePrivate(folder: string): Tightened {
  return setTreeModes(folder, PRIVATE);
}

function setTreeModes(folder: string, modes: TreeModes, topFolderMode = modes.dir): Tightened {
  const result: Tightened = {
    folder,
    files: { count: 0, from: [] },
    folders: { count: 0, from: [] },
    others: { count: 0, from: [] },
    failed: [],
  };
  const visit = (at: string, stat: fs.Stats) => {
    const mode = stat.mode & 0o777;
    const wanted = at === folder ? topFolderMode : wantedMode(stat, modes);
    if (mode !== wanted) {
      try {
        fs.chmodSync(at, wanted);
        const tally = stat.isDirectory() ? result.folders : stat.isFile() ? result.files : result.others;
        tally.count++;
        if (!tally.from.includes(octal(mode))) tally.from.push(octal(mode));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "ENOENT") result.failed.push(`${at} (${octal(mode)}): ${code ?? String(error)}`);
      }
    }
    if (!stat.isDirectory()) return;
    let names: string[];
    try {
      names = fs.readdirSync(at);
    } catch (error) {
      result.failed.push(`${at}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      return;
    }
    for (const name of names) {
      const child = path.join(at, name);
      let childStat: fs.Stats;
      try {
        childStat = fs.lstatSync(child);
      } catch {
        continue; // gone meanwhile
      }
      if (!childStat.isSymbolicLink()) visit(child, childStat);
    }
  };
  // The folder itself may be a link (DATA_DIR=/data → a volume): follow that one.
  visit(folder, fs.statSync(folder));
  for (const tally of [result.files, result.folders, result.others]) tally.from.sort();
  return result;
}

export function changedAnything(tightened: Tightened): boolean {
  return tightened.files.count + tightened.folders.count + tightened.others.count + tightened.failed.length > 0;
}

/** One line for the operator: which folder, how many of what, from which modes. */
export function describeTightened(tightened: Tightened): string {
  const parts: string[] = [];
  const part = (tally: { count: number; from: string[] }, noun: string, to: string) => {
    if (tally.count > 0) parts.push(`${tally.count} ${noun} from ${tally.from.join(", ")} to ${to}`);
  };
  part(tightened.files, "files", octal(PRIVATE_FILE_MODE));
  part(tightened.folders, "folders", octal(PRIVATE_DIR_MODE));
  part(tightened.others, "sockets and other entries", "no access for group and other");
  const changed = parts.length > 0 ? `other local users could read them; changed ${parts.join("; ")}` : "nothing changed";
  const failed = tightened.failed.length > 0 ? `; could NOT change ${tightened.failed.length}: ${tightened.failed.slice(0, 5).join("; ")}` : "";
  return `the embedded database folder ${tightened.folder} was not private to this user: ${changed}${failed}`;
}
