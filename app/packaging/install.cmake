# Installation and the Debian package, included by app/CMakeLists.txt.
#
#   cmake --install build [--prefix /usr]       programs, desktop entry, AppStream
#                                               metainfo, hicolor icons, manual pages
#   cd build && cpack -G DEB                    rampart_<version>_<arch>.deb
#
# Everything installed is made at build time from the sources, so none of it can
# go stale: the icon PNGs are rendered from resources/icons/rampart.svg by
# rampart-svgtopng (app/tools), the manual pages by help2man from the programs'
# own --help texts, and the desktop entry and metainfo get the id and version
# from here. Translations stay embedded in the programs (nothing to install).
# tests/install_check.sh checks the result in a staging folder.
include(GNUInstallDirs)

# The reverse-DNS id names the desktop entry and the metainfo file; software
# centres and Wayland compositors match the running window to it.
set(RAMPART_APP_ID "org.rampart.Rampart")
set(RAMPART_ICON_NAME "rampart")
# Date of the release named by project(... VERSION ...), for the metainfo.
set(RAMPART_RELEASE_DATE "2026-11-24")
set(RAMPART_ICON_SIZES 16 22 24 32 48 64 128 256 512)

# Build-time steps run our own programs; in a sanitizer build leak reports from
# them would fail the build, and they are not what the sanitizer build tests.
set(RAMPART_TOOL_ENV ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0)

install(TARGETS rampart rampart-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# Started by both to try tablebase files (core/tbfiles/tbsandbox.h), which
# looks for it at this place relative to the programs.
install(TARGETS rampart-tbtrial RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/rampart)
target_compile_definitions(rampart PRIVATE RAMPART_APP_ID="${RAMPART_APP_ID}")

# --- Desktop entry and AppStream metainfo --------------------------------------
set(RAMPART_DESKTOP_FILE ${CMAKE_CURRENT_BINARY_DIR}/desktop/${RAMPART_APP_ID}.desktop)
set(RAMPART_METAINFO_FILE ${CMAKE_CURRENT_BINARY_DIR}/desktop/${RAMPART_APP_ID}.metainfo.xml)
configure_file(${PROJECT_SOURCE_DIR}/resources/desktop/rampart.desktop.in
               ${RAMPART_DESKTOP_FILE} @ONLY)
configure_file(${PROJECT_SOURCE_DIR}/resources/desktop/rampart.metainfo.xml.in
               ${RAMPART_METAINFO_FILE} @ONLY)
install(FILES ${RAMPART_DESKTOP_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${RAMPART_METAINFO_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
# Licence (GPL-3.0-or-later, because Qt Charts is GPL-3+ only) in Debian's
# machine-readable form, where Debian packages keep it.
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/rampart)

# --- Icons: hicolor PNGs rendered from the SVG, and the SVG as scalable ---------
qt_add_executable(rampart-svgtopng ${CMAKE_CURRENT_SOURCE_DIR}/tools/svgtopng.cpp)
target_compile_options(rampart-svgtopng PRIVATE ${RAMPART_WARNINGS})
target_link_libraries(rampart-svgtopng PRIVATE Qt6::Gui Qt6::Svg)

set(icon_svg ${PROJECT_SOURCE_DIR}/resources/icons/rampart.svg)
set(icon_pngs "")
foreach(size IN LISTS RAMPART_ICON_SIZES)
    set(dir ${CMAKE_CURRENT_BINARY_DIR}/icons/hicolor/${size}x${size}/apps)
    set(png ${dir}/${RAMPART_ICON_NAME}.png)
    add_custom_command(OUTPUT ${png}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
        COMMAND ${RAMPART_TOOL_ENV} $<TARGET_FILE:rampart-svgtopng> ${icon_svg} ${size} ${png}
        DEPENDS rampart-svgtopng ${icon_svg}
        COMMENT "Rendering the ${size}x${size} icon" VERBATIM)
    list(APPEND icon_pngs ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${icon_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${RAMPART_ICON_NAME}.svg)
add_custom_target(rampart_icons ALL DEPENDS ${icon_pngs})

# --- Manual pages from the programs' own --help --------------------------------
find_program(RAMPART_HELP2MAN help2man)
if(NOT RAMPART_HELP2MAN)
    message(FATAL_ERROR "help2man not found: it writes the manual pages (run .ci/deps.sh)")
endif()
# Help texts in English whatever the builder's saved language, and the GUI's
# --help without a display.
set(man_env ${RAMPART_TOOL_ENV} LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen
    XDG_CONFIG_HOME=${CMAKE_CURRENT_BINARY_DIR}/man/no-settings)
set(man_dir ${CMAKE_CURRENT_BINARY_DIR}/man/man1)
set(man_pages ${man_dir}/rampart-cli.1.gz ${man_dir}/rampart.1.gz)
add_custom_command(OUTPUT ${man_dir}/rampart-cli.1.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
    COMMAND ${man_env} ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:rampart-cli>
            -DHELP2MAN=${RAMPART_HELP2MAN} -DSUBCOMMANDS=ON
            "-DNAME=analyse chess pawn endgames from the command line"
            -DOUTPUT=${man_dir}/rampart-cli.1.gz -P ${CMAKE_CURRENT_SOURCE_DIR}/packaging/manpage.cmake
    DEPENDS rampart-cli ${CMAKE_CURRENT_SOURCE_DIR}/packaging/manpage.cmake
    COMMENT "Writing the manual page of rampart-cli" VERBATIM)
add_custom_command(OUTPUT ${man_dir}/rampart.1.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
    COMMAND ${man_env} ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:rampart>
            -DHELP2MAN=${RAMPART_HELP2MAN} "-DNAME=explorer for chess pawn endgames"
            -DOUTPUT=${man_dir}/rampart.1.gz -P ${CMAKE_CURRENT_SOURCE_DIR}/packaging/manpage.cmake
    DEPENDS rampart ${CMAKE_CURRENT_SOURCE_DIR}/packaging/manpage.cmake
    COMMENT "Writing the manual page of rampart" VERBATIM)
add_custom_target(rampart_man_pages ALL DEPENDS ${man_pages})
install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# --- Debian package (cpack -G DEB) ----------------------------------------------
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rampart)
set(CPACK_PACKAGE_VENDOR "Rampart developers")
set(CPACK_PACKAGE_CONTACT "Rampart developers <rampart@localhost>" CACHE STRING
    "Maintainer field of the Debian package")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "explorer for chess pawn endgames")
# The long description: CPack puts the summary above it and formats it the
# Debian way (lines indented, empty lines as " .").
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Rampart sets up chess positions by drag and drop, plays through lines and
judges them with a background search that reports discrete evaluations
(decisive, big or slight advantage for either side, or equality).

It detects blockages (fortresses) in pawn endings, has a pattern editor with
a JSON pattern library, and browses exact distance-to-mate tables for KPK,
KQK and KRK. The command-line tool rampart-cli offers the same analysis and a
UCI engine mode for other chess programs.")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Dependencies come from the libraries the programs link (dpkg-shlibdeps), not by hand.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
include(CPack)
