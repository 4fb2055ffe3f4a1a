# Writes a gzipped manual page for a Rampart program from its own --help texts,
# so the page can never go stale. Run at build time by install.cmake:
#
#   cmake -DPROGRAM=path/to/rampart-cli -DHELP2MAN=path/to/help2man -DNAME="one line"
#         -DOUTPUT=rampart-cli.1.gz [-DSUBCOMMANDS=ON] -P manpage.cmake
#
# help2man turns `PROGRAM --help` and `PROGRAM --version` into the page. With
# SUBCOMMANDS=ON every command listed under "Commands:" in `PROGRAM --help` also
# gets its own subsection with the text of `PROGRAM COMMAND --help`.
cmake_minimum_required(VERSION 3.21)

foreach(var PROGRAM HELP2MAN NAME OUTPUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "manpage.cmake: ${var} is not set")
    endif()
endforeach()

get_filename_component(program_name ${PROGRAM} NAME)
set(include_file ${OUTPUT}.h2m)

# Text as roff inside a no-fill block: backslashes escaped, hyphens as ASCII
# minus signs (so options can be copied), lines that would read as requests
# made literal.
function(roff_literal text out_var)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

set(include_text "")
if(SUBCOMMANDS)
    execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE main_help
                    RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "manpage.cmake: '${program_name} --help' failed (${status})")
    endif()
    # Command lines are indented by two spaces below the line ending in "Commands:".
    string(REGEX REPLACE "^.*Commands:\n" "" command_block "${main_help}")
    string(REGEX REPLACE "\n\n.*$" "" command_block "${command_block}")
    string(REGEX MATCHALL "(^|\n)  [a-z][a-z0-9-]*" command_lines "${command_block}")
    set(commands "")
    foreach(line IN LISTS command_lines)
        string(STRIP "${line}" command)
        list(APPEND commands ${command})
    endforeach()
    if(NOT commands)
        message(FATAL_ERROR "manpage.cmake: no commands found in '${program_name} --help'")
    endif()

    string(APPEND include_text "[COMMANDS]\n"
        "Each command has its own options; \\fB${program_name} \\fICOMMAND\\fB \\-\\-help\\fR "
        "prints them. They are:\n")
    foreach(command IN LISTS commands)
        execute_process(COMMAND ${PROGRAM} ${command} --help OUTPUT_VARIABLE command_help
                        RESULT_VARIABLE status)
        if(NOT status EQUAL 0)
            message(FATAL_ERROR
                "manpage.cmake: '${program_name} ${command} --help' failed (${status})")
        endif()
        string(STRIP "${command_help}" command_help)
        roff_literal("${command_help}" command_help)
        string(APPEND include_text ".SS \"${program_name} ${command}\"\n.nf\n"
            "${command_help}\n.fi\n")
    endforeach()
endif()
set(include_option "")
if(include_text)
    file(WRITE ${include_file} "${include_text}")
    set(include_option "--include=${include_file}")
endif()

# help2man and gzip write beside the target; the target appears only whole.
set(page ${OUTPUT}.tmp)
execute_process(COMMAND ${HELP2MAN} --no-info --section=1 "--name=${NAME}"
                        ${include_option} "--output=${page}" ${PROGRAM}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "manpage.cmake: help2man failed on ${program_name} (${status})")
endif()
execute_process(COMMAND gzip -n -9 -c ${page} OUTPUT_FILE ${OUTPUT}.gz.tmp RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "manpage.cmake: gzip failed (${status})")
endif()
file(RENAME ${OUTPUT}.gz.tmp ${OUTPUT})
file(REMOVE ${page})
