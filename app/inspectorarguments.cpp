// SPDX-License-Identifier: MIT
#include "inspectorarguments.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace mantyx {

InspectorArguments::InspectorArguments()
    : m_help(m_parser.addHelpOption())
    , m_version(m_parser.addVersionOption())
    , m_language(QStringList{u"lang"_s},
                 QCoreApplication::translate("main", "Use the translation for <locale> (e.g. de)."),
                 QCoreApplication::translate("main", "locale"))
    , m_quitAfter(
          QStringList{u"quit-after"_s},
          QCoreApplication::translate("main", "Quit after <ms> milliseconds (smoke tests)."),
          QCoreApplication::translate("main", "ms"))
    , m_noSandbox(QStringList{u"no-sandbox"_s},
                  QCoreApplication::translate("main", "Do not start the embedded sandbox server."))
    , m_newInstance(QStringList{u"new-instance"_s},
                    QCoreApplication::translate(
                        "main", "Open a new window even when the inspector is running already "
                                "(otherwise the files are opened in the running one)."))
    , m_run(QStringList{u"run"_s},
            QCoreApplication::translate(
                "main",
                "Open the run <id>: its whole event log, then its live tail if it is running."),
            QCoreApplication::translate("main", "id"))
{
    m_parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Compose, stream, answer and replay MANTYX agent runs."));
    m_parser.addOption(m_language);
    m_parser.addOption(m_quitAfter);
    m_parser.addOption(m_noSandbox);
    m_parser.addOption(m_newInstance);
    m_parser.addOption(m_run);
    m_parser.addPositionalArgument(
        u"capture"_s,
        QCoreApplication::translate("main", "A capture file (.mxrun) to open and replay."),
        QCoreApplication::translate("main", "[capture.mxrun]"));
}

void InspectorArguments::parse(const QStringList& arguments)
{
    m_parser.parse(arguments);
}

} // namespace mantyx
