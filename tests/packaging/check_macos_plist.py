#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# The macOS bundle's Info.plist as configured (packaging/macos/Info.plist.in): it parses as a
# property list, carries this version, and declares .mxrun (application/x-mantyx-run) as a
# document type the app opens, so Finder hands captures to it.
#   check_macos_plist.py INFO_PLIST VERSION
import plistlib
import sys

path, version = sys.argv[1], sys.argv[2]
with open(path, "rb") as f:
    plist = plistlib.load(f)


def check(ok, what):
    if not ok:
        print(f"FAIL: {path}: {what}", file=sys.stderr)
        sys.exit(1)


check(plist.get("CFBundleExecutable") == "mantyx-inspector", "CFBundleExecutable")
check(plist.get("CFBundleShortVersionString") == version, f"CFBundleShortVersionString is not {version}")
check(plist.get("CFBundleVersion") == version, f"CFBundleVersion is not {version}")
types = {t["UTTypeIdentifier"]: t for t in plist.get("UTExportedTypeDeclarations", [])}
capture = types.get("io.mantyx.run-capture")
check(capture is not None, "no exported type io.mantyx.run-capture")
tags = capture["UTTypeTagSpecification"]
check("mxrun" in tags["public.filename-extension"], "the type does not claim .mxrun")
check(tags.get("public.mime-type") == "application/x-mantyx-run", "the type's MIME type")
opened = [t for t in plist.get("CFBundleDocumentTypes", [])
          if "io.mantyx.run-capture" in t.get("LSItemContentTypes", [])]
check(len(opened) == 1 and opened[0].get("CFBundleTypeRole") in ("Viewer", "Editor"),
      "CFBundleDocumentTypes does not open io.mantyx.run-capture")
print(f"{path}: version {version}, opens .mxrun as io.mantyx.run-capture")
