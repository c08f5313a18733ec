// SPDX-License-Identifier: MIT
#include "composer/composerpage.h"

#include "spec/specdocument.h"

namespace mantyx {

ComposerPage::ComposerPage(SpecDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    connect(document, &SpecDocument::reset, this, &ComposerPage::reload);
    connect(document, &SpecDocument::changed, this, &ComposerPage::reload);
}

ComposerPage::~ComposerPage() = default;

void ComposerPage::reload()
{
    if (m_loading)
        return;
    m_loading = true;
    load();
    m_loading = false;
}

} // namespace mantyx
