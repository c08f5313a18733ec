// SPDX-License-Identifier: MIT
#include "library/runlibrarydock.h"

#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "run/runlibrary.h"
#include "run/runlibrarymodel.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The date edits' "no bound" value, shown as their special text.
const QDate kNoDate(2000, 1, 1);

QToolButton* actionButton(QAction* action, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setFocusPolicy(Qt::TabFocus);
    return button;
}

} // namespace

RunLibraryDock::RunLibraryDock(QWidget* parent)
    : QDockWidget(parent)
{
    setObjectName(u"runLibraryDock"_s);
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                QDockWidget::DockWidgetClosable);
    auto* content = new QWidget(this);
    content->setObjectName(u"runLibraryContent"_s);

    m_model = new RunLibraryModel(nullptr, this);
    m_filterTimer = new QTimer(this);
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(200);
    connect(m_filterTimer, &QTimer::timeout, this, &RunLibraryDock::applyFilters);

    m_search = new QLineEdit(content);
    m_search->setObjectName(u"librarySearch"_s);
    m_search->setClearButtonEnabled(true);
    m_tag = new QLineEdit(content);
    m_tag->setObjectName(u"libraryTagFilter"_s);
    m_tag->setClearButtonEnabled(true);
    for (QLineEdit* edit : {m_search, m_tag})
        connect(edit, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));

    m_status = new QComboBox(content);
    m_status->setObjectName(u"libraryStatusFilter"_s);
    m_modelFilter = new QComboBox(content);
    m_modelFilter->setObjectName(u"libraryModelFilter"_s);
    m_connection = new QComboBox(content);
    m_connection->setObjectName(u"libraryConnectionFilter"_s);
    for (QComboBox* combo : {m_status, m_modelFilter, m_connection})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const auto status :
         {RunSummary::Status::Succeeded, RunSummary::Status::Failed, RunSummary::Status::Cancelled,
          RunSummary::Status::Incomplete, RunSummary::Status::Running}) {
        m_status->addItem(QString(), RunLibrary::statusKey(status));
    }
    m_status->insertItem(0, QString(), QString());
    m_status->setCurrentIndex(0);

    m_fromLabel = new QLabel(content);
    m_toLabel = new QLabel(content);
    m_from = new QDateEdit(content);
    m_from->setObjectName(u"libraryFromDate"_s);
    m_to = new QDateEdit(content);
    m_to->setObjectName(u"libraryToDate"_s);
    for (QDateEdit* edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setMinimumDate(kNoDate);
        edit->setDate(kNoDate);
        connect(edit, &QDateEdit::dateChanged, this, &RunLibraryDock::applyFilters);
    }
    m_fromLabel->setBuddy(m_from);
    m_toLabel->setBuddy(m_to);
    // Every filter in place: a choice applies at once.
    for (QComboBox* combo : {m_status, m_modelFilter, m_connection})
        connect(combo, &QComboBox::currentIndexChanged, this, &RunLibraryDock::applyFilters);

    m_table = new QTableView(content);
    m_table->setObjectName(u"libraryTable"_s);
    m_table->setModel(m_model);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RunLibraryModel::StartedColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Room for what each column usually holds; the run id takes the rest.
    const QFontMetrics metrics = m_table->fontMetrics();
    const auto widthFor = [&metrics](const QString& sample) {
        return metrics.horizontalAdvance(sample) + 24;
    };
    m_table->setColumnWidth(RunLibraryModel::NameColumn,
                            widthFor(u"Summarise the quarterly revenue"_s));
    m_table->setColumnWidth(RunLibraryModel::StatusColumn, widthFor(u"incomplete"_s));
    m_table->setColumnWidth(RunLibraryModel::ModelColumn, widthFor(u"anthropic:claude-x"_s));
    m_table->setColumnWidth(RunLibraryModel::ConnectionColumn, widthFor(u"Sandbox (built-in)"_s));
    m_table->setColumnWidth(RunLibraryModel::StartedColumn, widthFor(u"30 Sep 2026 12:00:00"_s));
    m_table->setColumnWidth(RunLibraryModel::DurationColumn, widthFor(u"59 min 59 s"_s));
    m_table->setColumnWidth(RunLibraryModel::TokensColumn, widthFor(u"1,234,567"_s));
    m_table->setColumnWidth(RunLibraryModel::CostColumn, widthFor(u"$0.000123"_s));
    m_table->setColumnWidth(RunLibraryModel::TurnsColumn, widthFor(u"Turns"_s));
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_table, &QAbstractItemView::doubleClicked, this, [this] { openCurrent(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RunLibraryDock::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RunLibraryDock::updateActions);
    connect(m_model, &RunLibraryModel::reloaded, this, [this] {
        updateCount();
        updateActions();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &RunLibraryDock::updateCount);
    connect(m_model, &RunLibraryModel::readFailed, this, &RunLibraryDock::showMessage);

    m_openAction = new QAction(this);
    m_openAction->setObjectName(u"actionLibraryOpen"_s);
    connect(m_openAction, &QAction::triggered, this, &RunLibraryDock::openCurrent);
    m_openFromServerAction = new QAction(this);
    m_openFromServerAction->setObjectName(u"actionLibraryOpenFromServer"_s);
    connect(m_openFromServerAction, &QAction::triggered, this,
            &RunLibraryDock::openCurrentFromServer);
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(u"actionLibraryCompare"_s);
    // The table's own: Ctrl+D ("diff") where the selection is.
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_compareAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_compareAction, &QAction::triggered, this, &RunLibraryDock::compareSelected);
    m_deleteAction = new QAction(this);
    m_deleteAction->setObjectName(u"actionLibraryDelete"_s);
    connect(m_deleteAction, &QAction::triggered, this, &RunLibraryDock::deleteSelected);
    m_revealAction = new QAction(this);
    m_revealAction->setObjectName(u"actionLibraryReveal"_s);
    connect(m_revealAction, &QAction::triggered, this, &RunLibraryDock::revealCurrent);
    m_importAction = new QAction(this);
    m_importAction->setObjectName(u"actionLibraryImport"_s);
    connect(m_importAction, &QAction::triggered, this, &RunLibraryDock::onImportTriggered);
    // Enter and Delete in the table are its own keys (eventFilter), not window shortcuts that
    // other panels' Delete would make ambiguous. The actions are its context menu.
    m_table->installEventFilter(this);
    m_table->addActions({m_openAction, m_openFromServerAction, m_compareAction, m_deleteAction,
                         m_revealAction, m_importAction});
    // Ctrl+F anywhere in the dock: to the search field.
    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    content->addAction(m_findAction);

    m_openButton = actionButton(m_openAction, content);
    m_openButton->setObjectName(u"libraryOpenButton"_s);
    m_compareButton = actionButton(m_compareAction, content);
    m_compareButton->setObjectName(u"libraryCompareButton"_s);
    m_deleteButton = actionButton(m_deleteAction, content);
    m_deleteButton->setObjectName(u"libraryDeleteButton"_s);
    m_revealButton = actionButton(m_revealAction, content);
    m_revealButton->setObjectName(u"libraryRevealButton"_s);
    m_importButton = actionButton(m_importAction, content);
    m_importButton->setObjectName(u"libraryImportButton"_s);
    m_countLabel = new QLabel(content);
    m_countLabel->setObjectName(u"libraryCountLabel"_s);
    m_messageLabel = new QLabel(content);
    m_messageLabel->setObjectName(u"libraryMessageLabel"_s);
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setTextFormat(Qt::PlainText);
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_search, 3);
    filters->addWidget(m_tag, 2);
    filters->addWidget(m_status);
    filters->addWidget(m_modelFilter);
    filters->addWidget(m_connection);
    filters->addWidget(m_fromLabel);
    filters->addWidget(m_from);
    filters->addWidget(m_toLabel);
    filters->addWidget(m_to);

    auto* actions = new QHBoxLayout;
    actions->addWidget(m_openButton);
    actions->addWidget(m_compareButton);
    actions->addWidget(m_deleteButton);
    actions->addWidget(m_revealButton);
    actions->addWidget(m_importButton);
    actions->addSpacing(12);
    actions->addWidget(m_countLabel);
    actions->addStretch(1);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(actions);
    layout->addWidget(m_messageLabel);
    setWidget(content);

    setTabOrder(m_search, m_tag);
    setTabOrder(m_tag, m_status);
    setTabOrder(m_status, m_modelFilter);
    setTabOrder(m_modelFilter, m_connection);
    setTabOrder(m_connection, m_from);
    setTabOrder(m_from, m_to);
    setTabOrder(m_to, m_table);
    setTabOrder(m_table, m_openButton);
    setTabOrder(m_openButton, m_compareButton);
    setTabOrder(m_compareButton, m_deleteButton);
    setTabOrder(m_deleteButton, m_revealButton);
    setTabOrder(m_revealButton, m_importButton);

    retranslateUi();
    updateActions();
    updateCount();
}

RunLibraryDock::~RunLibraryDock() = default;

void RunLibraryDock::setLibrary(RunLibrary* library, const QString& problem)
{
    if (m_library)
        disconnect(m_library, nullptr, this, nullptr);
    m_library = library;
    m_problem = problem;
    if (library)
        connect(library, &RunLibrary::runsChanged, this, &RunLibraryDock::refillFilterLists);
    m_model->setLibrary(library);
    refillFilterLists();
    applyFilters();
    showMessage(library ? QString() : problem);
    updateActions();
}

bool RunLibraryDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
            switch (key->key()) {
            case Qt::Key_Return:
            case Qt::Key_Enter:
                if (m_openAction->isEnabled())
                    openCurrent();
                return true;
            case Qt::Key_Delete:
                if (m_deleteAction->isEnabled())
                    deleteSelected();
                return true;
            default:
                break;
            }
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void RunLibraryDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void RunLibraryDock::retranslateUi()
{
    setWindowTitle(tr("Run Library"));
    m_search->setPlaceholderText(tr("Search runs (Ctrl+F)"));
    m_search->setToolTip(tr("Words that must all occur in the run's name, id, model, "
                            "connection, workspace, tags or capture file name"));
    m_tag->setPlaceholderText(tr("Tag key:value"));
    m_tag->setToolTip(tr("A metadata tag of the spec: key:value, or key alone for any value"));
    m_status->setItemText(0, tr("All statuses"));
    for (int i = 1; i < m_status->count(); ++i) {
        if (const auto status = RunLibrary::statusFromKey(m_status->itemData(i).toString()))
            m_status->setItemText(i, RunSummary::statusName(*status));
    }
    m_status->setToolTip(tr("Status"));
    if (m_modelFilter->count() > 0)
        m_modelFilter->setItemText(0, tr("All models"));
    m_modelFilter->setToolTip(tr("Model"));
    if (m_connection->count() > 0)
        m_connection->setItemText(0, tr("All connections"));
    m_connection->setToolTip(tr("Connection"));
    m_fromLabel->setText(tr("From"));
    m_toLabel->setText(tr("to"));
    for (QDateEdit* edit : {m_from, m_to})
        edit->setSpecialValueText(tr("any day"));
    m_from->setToolTip(tr("Runs started on or after this day"));
    m_to->setToolTip(tr("Runs started on or before this day"));
    m_table->setToolTip(
        tr("Enter opens the run, Ctrl+D compares the two selected runs, Delete removes runs"));
    m_openAction->setText(tr("Open"));
    m_openAction->setToolTip(
        tr("Open the run: from its capture file when it has one, else from the server"));
    m_openFromServerAction->setText(tr("Open from Server"));
    m_compareAction->setText(tr("Compare"));
    m_deleteAction->setText(tr("Delete…"));
    m_deleteAction->setToolTip(
        tr("Remove the selected runs from the library, with their captures"));
    m_revealAction->setText(tr("Reveal File"));
    m_revealAction->setToolTip(tr("Show the folder of the run's capture file"));
    m_importAction->setText(tr("Import Captures…"));
    m_importAction->setToolTip(tr("Add capture files (.mxrun) made elsewhere to the library"));
    m_findAction->setText(tr("Search Runs"));
    updateCount();
    updateActions(); // Compare's tool tip
}

void RunLibraryDock::refillFilterLists()
{
    const auto refill = [](QComboBox* combo, const QString& all, const QStringList& values) {
        const QString current = combo->currentData().toString();
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(all, QString());
        for (const QString& value : values)
            combo->addItem(value, value);
        // A value that went away stays chosen until the user picks another: the list it filters
        // is empty then, which says so.
        int at = combo->findData(current);
        if (at < 0 && !current.isEmpty()) {
            combo->addItem(current, current);
            at = combo->count() - 1;
        }
        combo->setCurrentIndex(std::max(0, at));
    };
    refill(m_modelFilter, tr("All models"), m_library ? m_library->models() : QStringList());
    refill(m_connection, tr("All connections"),
           m_library ? m_library->connections() : QStringList());
}

void RunLibraryDock::applyFilters()
{
    m_filterTimer->stop();
    RunQuery query = m_model->query();
    query.status = RunLibrary::statusFromKey(m_status->currentData().toString());
    query.model = m_modelFilter->currentData().toString();
    query.connection = m_connection->currentData().toString();
    query.text = m_search->text();
    query.setMetadataFilter(m_tag->text());
    // Whole local days: "to" includes its day.
    query.from = m_from->date() == kNoDate ? QDateTime() : m_from->date().startOfDay();
    query.to = m_to->date() == kNoDate ? QDateTime() : m_to->date().addDays(1).startOfDay();
    m_model->setQuery(query);
}

void RunLibraryDock::updateCount()
{
    if (!m_library) {
        m_countLabel->setText(tr("No run library"));
        return;
    }
    const int total = m_model->totalCount();
    m_countLabel->setText(tr("%n run(s)", nullptr, total));
}

void RunLibraryDock::showMessage(const QString& text)
{
    m_messageLabel->setText(text);
    m_messageLabel->setVisible(!text.isEmpty());
}

QString RunLibraryDock::message() const
{
    return m_messageLabel->text();
}

const RunRecord* RunLibraryDock::currentRecord() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_model->record(current.row()) : nullptr;
}

QList<const RunRecord*> RunLibraryDock::selectedRecords() const
{
    QList<const RunRecord*> out;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex& index : rows) {
        if (const RunRecord* r = m_model->record(index.row()))
            out << r;
    }
    return out;
}

QString RunLibraryDock::compareBlocker() const
{
    const QList<const RunRecord*> records = selectedRecords();
    if (records.size() != 2)
        return tr("Select two runs to compare them (Ctrl+click adds a run to the selection).");
    for (const RunRecord* r : records) {
        const QString run = r->runId.isEmpty() ? r->name : r->runId;
        if (r->capturePath.isEmpty())
            return tr("Run %1 has no capture file: only captured runs can be compared.").arg(run);
        if (!QFileInfo::exists(r->capturePath))
            return tr("The capture file of run %1 is gone: %2")
                .arg(run, QDir::toNativeSeparators(r->capturePath));
    }
    return {};
}

void RunLibraryDock::updateActions()
{
    const RunRecord* r = currentRecord();
    const bool selected = m_table->selectionModel()->hasSelection() || r;
    m_openAction->setEnabled(r && (!r->runId.isEmpty() || !r->capturePath.isEmpty()));
    m_openFromServerAction->setEnabled(r && !r->runId.isEmpty());
    const QString blocker = compareBlocker();
    m_compareAction->setEnabled(blocker.isEmpty());
    m_compareAction->setToolTip(
        blocker.isEmpty()
            ? tr("Compare the two selected runs side by side: specs, summaries and timelines "
                 "(%1)")
                  .arg(m_compareAction->shortcut().toString(QKeySequence::NativeText))
            : blocker);
    m_deleteAction->setEnabled(m_library && selected);
    m_revealAction->setEnabled(r && !r->capturePath.isEmpty());
    m_importAction->setEnabled(m_library != nullptr);
}

void RunLibraryDock::openCurrent()
{
    const RunRecord* r = currentRecord();
    if (!r)
        return;
    if (!r->capturePath.isEmpty() && QFileInfo::exists(r->capturePath)) {
        emit captureOpenRequested(r->capturePath);
        return;
    }
    if (r->runId.isEmpty()) {
        showMessage(tr("The capture file %1 is gone, and the run has no id to open it by.")
                        .arg(QDir::toNativeSeparators(r->capturePath)));
        return;
    }
    emit runOpenRequested(r->runId, r->connection, r->baseUrl);
}

void RunLibraryDock::openCurrentFromServer()
{
    const RunRecord* r = currentRecord();
    if (r && !r->runId.isEmpty())
        emit runOpenRequested(r->runId, r->connection, r->baseUrl);
}

void RunLibraryDock::compareSelected()
{
    if (!compareBlocker().isEmpty())
        return;
    QList<const RunRecord*> records = selectedRecords();
    // The earlier run on the left: a comparison reads as "what changed since".
    std::stable_sort(records.begin(), records.end(), [](const RunRecord* a, const RunRecord* b) {
        return a->started < b->started;
    });
    emit compareRequested(records.at(0)->capturePath, records.at(1)->capturePath);
}

void RunLibraryDock::deleteSelected()
{
    if (!m_library)
        return;
    QList<qint64> ids;
    QStringList captures;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex& index : rows) {
        if (const RunRecord* r = m_model->record(index.row())) {
            ids << r->id;
            if (!r->capturePath.isEmpty())
                captures << r->capturePath;
        }
    }
    if (ids.isEmpty()) {
        if (const RunRecord* r = currentRecord()) {
            ids << r->id;
            if (!r->capturePath.isEmpty())
                captures << r->capturePath;
        }
    }
    if (ids.isEmpty())
        return;

    QMessageBox box(QMessageBox::Question, tr("Delete runs"),
                    tr("Remove %n run(s) from the library?", nullptr, static_cast<int>(ids.size())),
                    QMessageBox::Ok | QMessageBox::Cancel, this);
    box.setObjectName(u"libraryDeleteBox"_s);
    box.button(QMessageBox::Ok)->setText(tr("Delete"));
    box.setDefaultButton(QMessageBox::Cancel);
    QCheckBox* withCaptures = nullptr;
    if (!captures.isEmpty()) {
        withCaptures = new QCheckBox(
            tr("Also delete %n capture file(s)", nullptr, static_cast<int>(captures.size())), &box);
        withCaptures->setObjectName(u"libraryDeleteCaptures"_s);
        withCaptures->setChecked(true);
        box.setCheckBox(withCaptures);
        QStringList shown;
        for (const QString& path : std::as_const(captures))
            shown << QDir::toNativeSeparators(path);
        box.setDetailedText(shown.join(u'\n'));
    }
    if (box.exec() != QMessageBox::Ok)
        return;
    const RunLibrary::CaptureFile capture = withCaptures && withCaptures->isChecked()
                                                ? RunLibrary::CaptureFile::Delete
                                                : RunLibrary::CaptureFile::Keep;
    QStringList problems;
    int removed = 0;
    for (const qint64 id : std::as_const(ids)) {
        QString error;
        if (m_library->remove(id, capture, &error))
            ++removed;
        else
            problems << error;
    }
    QString text = tr("%n run(s) deleted.", nullptr, removed);
    if (!problems.isEmpty())
        text += u' ' + problems.join(u' ');
    showMessage(text);
}

void RunLibraryDock::revealCurrent()
{
    const RunRecord* r = currentRecord();
    if (!r || r->capturePath.isEmpty())
        return;
    const QFileInfo info(r->capturePath);
    if (!info.dir().exists()) {
        showMessage(tr("The folder of %1 is gone.").arg(QDir::toNativeSeparators(r->capturePath)));
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(info.absolutePath())))
        showMessage(
            tr("No file manager opened %1.").arg(QDir::toNativeSeparators(info.absolutePath())));
}

void RunLibraryDock::onImportTriggered()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import Captures"), QString(), tr("Run captures (*.mxrun);;All files (*)"));
    if (!paths.isEmpty())
        importFiles(paths);
}

RunLibraryDock::ImportSummary RunLibraryDock::importFiles(const QStringList& paths)
{
    ImportSummary summary;
    if (!m_library) {
        QStringList names;
        for (const QString& path : paths)
            names << QFileInfo(path).fileName();
        const QString notImported = tr("Not imported: %1.").arg(names.join(u", "_s));
        showMessage(
            (m_problem.isEmpty() ? tr("There is no run library to import into.") : m_problem) +
            u' ' + notImported);
        summary.failures = names;
        return summary;
    }
    QStringList damaged;
    for (const QString& path : paths) {
        QString error;
        const auto result = m_library->importCapture(path, &error);
        const QString name = QFileInfo(path).fileName();
        if (!result) {
            summary.failures << tr("%1: %2").arg(name, error);
            continue;
        }
        if (result->outcome == RunLibrary::ImportResult::Outcome::Duplicate)
            ++summary.duplicates;
        else
            ++summary.added;
        if (!result->damage.isEmpty())
            damaged << tr("%1 is damaged and was read up to %2").arg(name, result->damage);
    }
    QStringList parts{tr("%n run(s) imported.", nullptr, summary.added)};
    if (summary.duplicates > 0)
        parts << tr("%n already in the library.", nullptr, summary.duplicates);
    if (!summary.failures.isEmpty())
        parts << tr("Not imported: %1").arg(summary.failures.join(u"; "_s));
    if (!damaged.isEmpty())
        parts << damaged.join(u"; "_s);
    showMessage(parts.join(u' '));
    return summary;
}

} // namespace mantyx
