// SPDX-License-Identifier: MIT
// A2aLocalToolEditor: the `a2a_local` ref (§3.2) — an A2A agent this app calls, shipped to the
// server as its resolved Agent Card. The card comes from a Fetch (URL + headers, through
// A2aClient), a paste into the card's JSON, or a file; the editor shows what the model will be
// told about it: name, description, skills, and which A2A generation it speaks.
#pragma once

#include <QJsonObject>

#include "composer/tooleditor.h"

class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace mantyx {

class A2aClient;
class JsonEditor;

class A2aLocalToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(A2aLocalToolEditor)

public:
    explicit A2aLocalToolEditor(QWidget* parent = nullptr);
    ~A2aLocalToolEditor() override;

    // Fetches the card from the URL field (what the Fetch button does).
    void fetchCard();
    bool isFetching() const { return m_fetching; }
    // Reads a card file into the ref (what "Open card file…" does after its dialog); false,
    // with the reason in the status line, when it is not a JSON object.
    bool openCardFile(const QString& path);
    QString statusText() const;

    ToolHeadersEditor* fetchHeadersEditor() const { return m_fetchHeaders; }
    JsonEditor* cardJsonEditor() const { return m_cardJson; }

signals:
    // A Fetch ended (ok or not); statusText() says how.
    void fetchFinished(bool ok);

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    void useCard(const QJsonObject& card, const QString& status);
    void showCard(const QJsonObject& card);
    void setCardJsonText(const QJsonObject& card);
    void onCardJsonEdited();
    void setStatus(const QString& text, bool error);

    A2aClient* m_client = nullptr;
    bool m_fetching = false;
    bool m_statusError = false;

    Row<QLineEdit> m_name;
    Row<QLineEdit> m_description;

    QGroupBox* m_sourceGroup = nullptr;
    QLabel* m_urlLabel = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QPushButton* m_fetchButton = nullptr;
    QLabel* m_headersLabel = nullptr;
    ToolHeadersEditor* m_fetchHeaders = nullptr;
    QPushButton* m_openButton = nullptr;
    QLabel* m_status = nullptr;

    QGroupBox* m_cardGroup = nullptr;
    QLabel* m_cardNameLabel = nullptr;
    QLabel* m_cardName = nullptr;
    QLabel* m_cardDescriptionLabel = nullptr;
    QLabel* m_cardDescription = nullptr;
    QLabel* m_cardProtocolLabel = nullptr;
    QLabel* m_cardProtocol = nullptr;
    QLabel* m_cardProviderLabel = nullptr;
    QLabel* m_cardProvider = nullptr;
    QLabel* m_skillsLabel = nullptr;
    QListWidget* m_skills = nullptr;
    QLabel* m_cardJsonLabel = nullptr;
    JsonEditor* m_cardJson = nullptr;
};

} // namespace mantyx
