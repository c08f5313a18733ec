// SPDX-License-Identifier: MIT
// MainWindow: the application's top-level window — menus, the central run area, status bar.
#pragma once

#include <QMainWindow>
#include <QUrl>

class QAction;
class QLabel;
class QMenu;

namespace mantyx {

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Which server the window talks to, shown in the status bar: a display name (e.g.
    // "Sandbox (built-in)") and its base URL. An empty URL means not connected.
    void setConnection(const QString& name, const QUrl& baseUrl);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void onAbout();

    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_statusBarAction = nullptr;
    QAction* m_fullScreenAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QLabel* m_placeholder = nullptr;
    QLabel* m_connectionLabel = nullptr;
    QString m_connectionName;
    QUrl m_connectionUrl;
};

} // namespace mantyx
