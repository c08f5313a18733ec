// SPDX-License-Identifier: MIT
// ToolListEditor: the composer's Tools page — the spec's `tools[]` as a list (kind badge, name,
// problem marker) with add / remove / reorder (buttons or drag) / duplicate, and beside it the
// editor of the selected ref's kind. Structural edits go through SpecDocument::setTools(), field
// edits through setValue("tools[i].field"), so fields no form knows stay in the document.
#pragma once

#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

#include "protocol/toolref.h"

class QAction;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace mantyx {

class SpecDocument;
class ToolEditor;

class ToolListEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolListEditor)

public:
    // Data of the list's items, beyond the display text (the ref's name or id).
    enum Role : int
    {
        KindRole = Qt::UserRole + 1, // QString: the `kind` as written ("" when missing)
        DetailRole,                  // QString: the second line (URL, tool count, card name…)
        SeverityRole,                // int: 0 no issue, 1 warnings, 2 errors (tools[i] and below)
        SlotRole,                    // quint64: which editor belongs to the row
    };

    explicit ToolListEditor(QWidget* parent = nullptr);
    ~ToolListEditor() override;

    // The document to edit (not owned); nullptr empties the page.
    void setDocument(SpecDocument* document);
    SpecDocument* document() const { return m_document; }

    int currentIndex() const;
    // Selects tools[index] and focuses one of its fields: "name", "parameters.properties.x",
    // or the full path "tools[2].name" as the problems list has it. -1 clears the selection.
    void selectTool(int index, const QString& fieldPath = {});
    // The editor of tools[index] (made on first use); nullptr when out of range.
    ToolEditor* editorAt(int index);
    ToolEditor* currentEditor() const;

    // What the buttons do. addTool() appends a new ref of `kind` and selects it (its index);
    // duplicateTool() inserts the copy, renamed to stay unique, after the original.
    int addTool(ToolKind kind);
    void removeTool(int index);
    void moveTool(int from, int to);
    int duplicateTool(int index);

    QListWidget* listWidget() const { return m_list; }
    QMenu* addMenu() const { return m_addMenu; }
    // The Add menu's action for a kind.
    QAction* addAction(ToolKind kind) const;

    // A new ref of `kind` as addTool() makes it, with names not in `takenNames`.
    static QJsonObject newRef(ToolKind kind, const QStringList& takenNames);
    // `base`, else base_2, base_3 … (cut to the 64-character name limit), not in `taken`.
    static QString uniqueName(const QString& base, const QStringList& taken);

signals:
    void currentToolChanged(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Slot
    {
        quint64 id = 0;
        QString kind;
        QPointer<ToolEditor> editor;
        QPointer<QScrollArea> page;
    };

    static QString kindOf(const QJsonObject& ref);
    static ToolEditor* createEditor(ToolKind kind, QWidget* parent);
    Slot makeSlot(const QString& kind);
    void dropSlot(Slot& slot);
    void resync();
    void rebuildList(int selectRow);
    void updateRow(int row);
    void refreshMarkers();
    void reindexEditors();
    void showCurrent();
    void updateButtons();
    void replaceEditor(int index);
    QStringList takenNames() const;
    void commit(const QJsonArray& tools, int selectRow);

    void onChanged(const QString& path);
    void onRowsMoved();
    void retranslateUi();

    QPointer<SpecDocument> m_document;
    QList<Slot> m_slots; // parallel to the document's tools[]
    quint64 m_nextSlotId = 1;
    bool m_structural = false; // our own setTools() is in progress
    bool m_listUpdating = false;

    QSplitter* m_splitter = nullptr;
    QListWidget* m_list = nullptr;
    QToolButton* m_addButton = nullptr;
    QMenu* m_addMenu = nullptr;
    QList<QAction*> m_addActions; // in allToolKinds() order
    QToolButton* m_removeButton = nullptr;
    QToolButton* m_upButton = nullptr;
    QToolButton* m_downButton = nullptr;
    QToolButton* m_duplicateButton = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_placeholder = nullptr;
};

} // namespace mantyx
