// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace mantyx {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_placeholder = new QLabel(this);
    m_placeholder->setObjectName(QStringLiteral("centralPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setMargin(24);
    setCentralWidget(m_placeholder);

    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addPermanentWidget(m_connectionLabel);

    createActions();
    createMenus();
    retranslateUi();
    resize(1100, 720);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_quitAction = new QAction(this);
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_statusBarAction = new QAction(this);
    m_statusBarAction->setObjectName(QStringLiteral("actionShowStatusBar"));
    m_statusBarAction->setCheckable(true);
    m_statusBarAction->setChecked(true);
    connect(m_statusBarAction, &QAction::toggled, statusBar(), &QWidget::setVisible);

    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setObjectName(QStringLiteral("actionFullScreen"));
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    connect(m_fullScreenAction, &QAction::toggled, this,
            [this](bool on) { setWindowState(windowState().setFlag(Qt::WindowFullScreen, on)); });

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::onAbout);

    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setObjectName(QStringLiteral("actionAboutQt"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_fileMenu->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_viewMenu->addAction(m_statusBarAction);
    m_viewMenu->addAction(m_fullScreenAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("MANTYX Run Inspector"));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_quitAction->setText(tr("&Quit"));
    m_statusBarAction->setText(tr("Show &Status Bar"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_aboutAction->setText(tr("&About MANTYX Run Inspector"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_placeholder->setText(
        tr("Compose an agent-run spec, stream the run into a timeline, answer its local tool "
           "calls and replay it later.\n\nThe run area arrives with the next steps of the plan."));
    if (m_connectionUrl.isEmpty()) {
        m_connectionLabel->setText(tr("Not connected"));
    } else {
        m_connectionLabel->setText(
            tr("Connected to %1 at %2").arg(m_connectionName, m_connectionUrl.toDisplayString()));
    }
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::setConnection(const QString& name, const QUrl& baseUrl)
{
    m_connectionName = name;
    m_connectionUrl = baseUrl;
    retranslateUi();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::onAbout()
{
    QMessageBox::about(
        this, tr("About MANTYX Run Inspector"),
        tr("<h3>MANTYX Run Inspector %1</h3>"
           "<p>Compose, stream, answer and replay MANTYX agent runs.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace mantyx
