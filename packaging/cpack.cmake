# SPDX-License-Identifier: MIT
# CPack: DEB, RPM and TGZ are built here; NSIS/WiX and DragNDrop are configured for the
# platforms that have their tools. `cpack -G DEB` in a build folder makes the .deb.
set(CPACK_PACKAGE_NAME "mantyx-inspector")
set(CPACK_PACKAGE_VENDOR "MANTYX Run Inspector developers")
set(CPACK_PACKAGE_CONTACT "MANTYX Run Inspector developers <inspector@mantyx.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "MANTYX Run Inspector")
set(CPACK_RESOURCE_FILE_README "${PROJECT_SOURCE_DIR}/README.md")
set(CPACK_STRIP_FILES ON)
if(NOT CPACK_GENERATOR)
    set(CPACK_GENERATOR "DEB;TGZ")
endif()

# Debian: dependencies computed from the binaries by dpkg-shlibdeps.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Plugins that dpkg-shlibdeps cannot see: the platform plugins and the SQLite driver
# the sandbox keeps its runs in; and Qt's own translations (qtbase_de.qm), which the app loads
# from Qt's translations folder next to its own embedded ones.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")

# RPM (where rpmbuild exists).
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "MIT")
set(CPACK_RPM_PACKAGE_GROUP "Development/Tools")

# Other platforms, configured for when the project builds there.
set(CPACK_NSIS_DISPLAY_NAME "MANTYX Run Inspector")
set(CPACK_NSIS_PACKAGE_NAME "MANTYX Run Inspector")
set(CPACK_WIX_UPGRADE_GUID "6F1C9B1E-2C55-4C9B-9E4A-7B0A4D3E2F10")
set(CPACK_DMG_VOLUME_NAME "MANTYX Run Inspector")

include(CPack)
