// SPDX-License-Identifier: MIT
// MantyxPluginToolEditor: the `mantyx_plugin` ref — a platform plugin tool, named by its name.
#pragma once

#include "composer/namedtooleditor.h"

namespace mantyx {

class MantyxPluginToolEditor final : public NamedToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MantyxPluginToolEditor)

public:
    explicit MantyxPluginToolEditor(QWidget* parent = nullptr);
    ~MantyxPluginToolEditor() override;
};

} // namespace mantyx
