// SPDX-License-Identifier: MIT
// ComposerPage: what every form page of the composer does — load its fields from the
// SpecDocument, write the user's edits back one field at a time, and name the control that shows
// a JSON path so validation markers and the problem list can find it.
#pragma once

#include <QWidget>

namespace mantyx {

class SpecDocument;

class ComposerPage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComposerPage)

public:
    explicit ComposerPage(SpecDocument* document, QWidget* parent = nullptr);
    ~ComposerPage() override;

    SpecDocument* document() const { return m_document; }

    // The control that shows `path` (a JsonPath an issue names), or null when this page does not
    // show it. With `reveal` the page first brings the field into view where it can (selects
    // the message, the table row); without, a field that is not on screen now maps to the
    // control that lists it.
    virtual QWidget* fieldWidget(const QString& path, bool reveal) = 0;
    // Every control fieldWidget() can return, for clearing old markers.
    virtual QList<QWidget*> markableWidgets() const = 0;

signals:
    // What fieldWidget() returns for some path changed (another message was selected): the
    // markers need placing again.
    void fieldsMoved();

protected:
    // Fills every control from the document; called on reset and after each change, with
    // the controls' signals ignored (isLoading()). Controls compare before they set, so the one
    // being typed in keeps its cursor.
    virtual void load() = 0;
    void reload();
    bool isLoading() const { return m_loading; }

private:
    SpecDocument* m_document = nullptr;
    bool m_loading = false;
};

} // namespace mantyx
