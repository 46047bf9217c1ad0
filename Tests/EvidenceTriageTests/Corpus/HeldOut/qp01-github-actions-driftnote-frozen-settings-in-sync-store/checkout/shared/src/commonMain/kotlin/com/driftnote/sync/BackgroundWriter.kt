package com.driftnote.sync

import com.russhwolf.settings.Settings

expect class BackgroundWriter() {
    fun write(settings: Settings, block: (Settings) -> Unit)
}
