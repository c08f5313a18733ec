// SPDX-License-Identifier: MIT
// InspectorArguments: mantyx-inspector's command line — its options and the capture files given
// as positional arguments — parsed in one place that main.cpp and the tests share.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace mantyx {

class InspectorArguments final
{
    Q_DISABLE_COPY_MOVE(InspectorArguments)

public:
    // Declares the options and the positional `capture.mxrun` on parser().
    InspectorArguments();

    QCommandLineParser& parser() { return m_parser; }
    // Parses `arguments` (the program name first). Unknown options (Qt's own -platform,
    // -style…) are left to QApplication, so this never fails.
    void parse(const QStringList& arguments);

    bool helpRequested() const { return m_parser.isSet(m_help); }
    bool versionRequested() const { return m_parser.isSet(m_version); }
    QString language() const { return m_parser.value(m_language); }
    bool noSandbox() const { return m_parser.isSet(m_noSandbox); }
    // Start a window of its own even when one is running (SingleInstance).
    bool newInstance() const { return m_parser.isSet(m_newInstance); }
    QString runId() const { return m_parser.value(m_run); }
    bool hasQuitAfter() const { return m_parser.isSet(m_quitAfter); }
    QString quitAfter() const { return m_parser.value(m_quitAfter); }
    // The capture files to open (the positional arguments), as given.
    QStringList captures() const { return m_parser.positionalArguments(); }
    QString helpText() const { return m_parser.helpText(); }

private:
    QCommandLineParser m_parser;
    QCommandLineOption m_help;
    QCommandLineOption m_version;
    QCommandLineOption m_language;
    QCommandLineOption m_quitAfter;
    QCommandLineOption m_noSandbox;
    QCommandLineOption m_newInstance;
    QCommandLineOption m_run;
};

} // namespace mantyx
