# SPDX-License-Identifier: MIT
# CPack: DEB, RPM and TGZ are built here; NSIS (Windows) and DragNDrop (macOS) are configured for
# the platforms that have their tools. How to build them and what the checks check:
# packaging/README.md. Every version in a package is PROJECT_VERSION.
set(CPACK_PACKAGE_NAME "mantyx-inspector")
set(CPACK_PACKAGE_VENDOR "MANTYX Run Inspector developers")
set(CPACK_PACKAGE_CONTACT "MANTYX Run Inspector developers <inspector@mantyx.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION_FILE "${PROJECT_SOURCE_DIR}/packaging/description.txt")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "MANTYX Run Inspector")
set(CPACK_PACKAGE_EXECUTABLES "mantyx-inspector" "MANTYX Run Inspector")
set(CPACK_RESOURCE_FILE_README "${PROJECT_SOURCE_DIR}/README.md")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)
# Directories in the packages get 0755 whatever the umask of the build was (lintian's
# non-standard-dir-perm).
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
if(NOT CPACK_GENERATOR)
    if(WIN32)
        set(CPACK_GENERATOR "NSIS;ZIP")
    elseif(APPLE)
        set(CPACK_GENERATOR "DragNDrop")
    else()
        set(CPACK_GENERATOR "DEB;TGZ")
        find_program(MANTYX_RPMBUILD rpmbuild)
        if(MANTYX_RPMBUILD)
            list(APPEND CPACK_GENERATOR "RPM")
        endif()
    endif()
endif()

# Debian: dependencies computed from the binaries by dpkg-shlibdeps.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Plugins that dpkg-shlibdeps cannot see: the platform plugins and the SQLite driver
# the sandbox keeps its runs in; and Qt's own translations (qtbase_de.qm), which the app loads
# from Qt's translations folder next to its own embedded ones.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# md5sums and the other control files 0644, as dpkg-deb builds them (lintian's
# control-file-has-bad-permissions).
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# RPM (where rpmbuild exists). Requires come from the binaries (rpmbuild's find-requires); the Qt
# plugins are not named, as their package names differ between RPM distributions (README).
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_RELEASE 1)
set(CPACK_RPM_PACKAGE_LICENSE "MIT")
set(CPACK_RPM_PACKAGE_GROUP "Development/Tools")
set(CPACK_RPM_PACKAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_RPM_SPEC_MORE_DEFINE "%define packager ${CPACK_PACKAGE_CONTACT}")
# The Debian changelog is the .deb's; an RPM carries its changelog in its header.
set(CPACK_RPM_USER_FILELIST "%exclude /usr/share/doc/mantyx-inspector/changelog.Debian.gz")
if(MANTYX_RPM_CHANGELOG)
    set(CPACK_RPM_CHANGELOG_FILE "${MANTYX_RPM_CHANGELOG}")
endif()
# The shared folders the package puts files in belong to the filesystem and icon-theme packages;
# only the package's own files and folders are listed as its own.
set(_shared_dirs /usr/share/applications /usr/share/metainfo /usr/share/man /usr/share/man/man1
    /usr/share/icons /usr/share/icons/hicolor /usr/share/doc)
foreach(_size scalable 16x16 22x22 24x24 32x32 48x48 64x64 128x128 256x256 512x512)
    list(APPEND _shared_dirs /usr/share/icons/hicolor/${_size} /usr/share/icons/hicolor/${_size}/apps)
endforeach()
list(APPEND _shared_dirs /usr/share/mime /usr/share/mime/packages)
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION ${_shared_dirs})

# Windows (NSIS): a Start menu entry for the window, the folder of mantyx-run and mantyx-sandbox
# optionally on PATH, an earlier version removed first. Qt's DLLs come from windeployqt (README).
set(CPACK_NSIS_DISPLAY_NAME "MANTYX Run Inspector")
set(CPACK_NSIS_PACKAGE_NAME "MANTYX Run Inspector")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\mantyx-inspector.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${CPACK_PACKAGE_CONTACT}")
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
# .mxrun captures open in the app with a double-click (Explorer's file association, per machine
# as the installer runs elevated), and the association goes with the uninstaller. Checked by
# packaging_nsis: makensis builds this script on Linux too. A double quote in the registry value
# is NSIS's $\" (CPack does not escape a plain one when it writes CPackConfig.cmake).
set(_mantyx_nsis_progid "MantyxRunInspector.Capture")
set(_mantyx_nsis_exe "$INSTDIR\\bin\\mantyx-inspector.exe")
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "
  WriteRegStr HKCR '.mxrun' '' '${_mantyx_nsis_progid}'
  WriteRegStr HKCR '.mxrun' 'Content Type' 'application/x-mantyx-run'
  WriteRegStr HKCR '${_mantyx_nsis_progid}' '' 'MANTYX run capture'
  WriteRegStr HKCR '${_mantyx_nsis_progid}\\DefaultIcon' '' '${_mantyx_nsis_exe},0'
  WriteRegStr HKCR '${_mantyx_nsis_progid}\\shell\\open\\command' '' '$\\\"${_mantyx_nsis_exe}$\\\" $\\\"%1$\\\"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
  ReadRegStr $0 HKCR '.mxrun' ''
  StrCmp $0 '${_mantyx_nsis_progid}' 0 +2
  DeleteRegKey HKCR '.mxrun'
  DeleteRegKey HKCR '${_mantyx_nsis_progid}'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'")
set(CPACK_WIX_UPGRADE_GUID "6F1C9B1E-2C55-4C9B-9E4A-7B0A4D3E2F10")

# macOS (DragNDrop): the MantyxRunInspector.app bundle on a compressed disk image, with a link to
# /Applications to drag it onto. Qt's frameworks come from macdeployqt (README).
set(CPACK_DMG_VOLUME_NAME "MANTYX Run Inspector")
set(CPACK_DMG_FORMAT "UDZO")

include(CPack)
