// SPDX-License-Identifier: MIT
// MantyxToolEditor: the `mantyx` ref — a workspace tool the server runs itself, named by its id.
#pragma once

#include "composer/namedtooleditor.h"

namespace mantyx {

class MantyxToolEditor final : public NamedToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MantyxToolEditor)

public:
    explicit MantyxToolEditor(QWidget* parent = nullptr);
    ~MantyxToolEditor() override;
};

} // namespace mantyx
