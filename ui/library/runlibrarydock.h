// SPDX-License-Identifier: MIT
// RunLibraryDock: the "Run Library" dock — a filter bar (status, model, connection, date range,
// text, metadata key:value) over a paged table of the library's runs, with Open, Compare (two
// captured runs), Delete (with the capture), Reveal File and Import Captures… — so earlier runs
// can be found, opened again and set side by side.
#pragma once

#include <QDockWidget>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include "run/runlibrary.h"

class QAction;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QToolButton;
class QTableView;
class QTimer;

namespace mantyx {

class RunLibraryModel;

class RunLibraryDock final : public QDockWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunLibraryDock)

public:
    explicit RunLibraryDock(QWidget* parent = nullptr);
    ~RunLibraryDock() override;

    // The library shown (not owned; it must outlive the dock or be destroyed with it). Null:
    // the dock says there is none, `problem` (when given) says why.
    void setLibrary(RunLibrary* library, const QString& problem = {});
    RunLibrary* library() const { return m_library; }
    RunLibraryModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QLineEdit* searchField() const { return m_search; }

    struct ImportSummary
    {
        int added = 0; // new rows, and runs that got their capture
        int duplicates = 0;
        QStringList failures; // one line per file: its name and why
    };
    // Imports capture files (what Import Captures… does after its file dialog) and says how it
    // went in the dock's message line.
    ImportSummary importFiles(const QStringList& paths);

    // The table's current run: opened (its capture when it has one, else by id), deleted (after
    // asking; its capture too when the user leaves that ticked) or its folder revealed.
    void openCurrent();
    void openCurrentFromServer();
    // The two selected runs' captures, the older run first (compareRequested); nothing unless
    // exactly two runs with capture files on disk are selected.
    void compareSelected();
    void deleteSelected();
    void revealCurrent();

    QAction* openAction() const { return m_openAction; }
    QAction* compareAction() const { return m_compareAction; }
    QAction* deleteAction() const { return m_deleteAction; }
    QAction* revealAction() const { return m_revealAction; }
    QAction* importAction() const { return m_importAction; }

    // The message line under the table (import and delete results, problems).
    QString message() const;

signals:
    // The user opened a run that has a capture file: replay it from that file.
    void captureOpenRequested(const QString& capturePath);
    // The user opened a run without a capture (or asked for the server's copy): open it by id on
    // the connection it ran on.
    void runOpenRequested(const QString& runId, const QString& connection, const QUrl& baseUrl);
    // The user asked to compare two captured runs: `leftPath` is the one that started first.
    void compareRequested(const QString& leftPath, const QString& rightPath);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void applyFilters();
    void refillFilterLists();
    void updateActions();
    void updateCount();
    void showMessage(const QString& text);
    void onImportTriggered();
    const RunRecord* currentRecord() const;
    QList<const RunRecord*> selectedRecords() const;
    // Why Compare is disabled for the selection; empty when it is enabled.
    QString compareBlocker() const;

    QPointer<RunLibrary> m_library;
    QString m_problem;
    RunLibraryModel* m_model = nullptr;
    QLineEdit* m_search = nullptr;
    QLineEdit* m_tag = nullptr;
    QComboBox* m_status = nullptr;
    QComboBox* m_modelFilter = nullptr;
    QComboBox* m_connection = nullptr;
    QLabel* m_fromLabel = nullptr;
    QLabel* m_toLabel = nullptr;
    QDateEdit* m_from = nullptr;
    QDateEdit* m_to = nullptr;
    QTableView* m_table = nullptr;
    QToolButton* m_openButton = nullptr;
    QToolButton* m_compareButton = nullptr;
    QToolButton* m_deleteButton = nullptr;
    QToolButton* m_revealButton = nullptr;
    QToolButton* m_importButton = nullptr;
    QLabel* m_countLabel = nullptr;
    QLabel* m_messageLabel = nullptr;
    QTimer* m_filterTimer = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_openFromServerAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_revealAction = nullptr;
    QAction* m_importAction = nullptr;
    QAction* m_findAction = nullptr;
};

} // namespace mantyx
