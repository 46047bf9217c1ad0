package com.driftnote.sync

import com.russhwolf.settings.Settings
import kotlin.native.concurrent.TransferMode
import kotlin.native.concurrent.Worker
import kotlin.native.concurrent.freeze

actual class BackgroundWriter {
    private val worker = Worker.start(name = "driftnote-settings-writer")

    actual fun write(settings: Settings, block: (Settings) -> Unit) {
        // The worker needs shareable arguments, so the pair is frozen before it crosses threads.
        val job = Pair(settings, block).freeze()
        worker.execute(TransferMode.SAFE, { job }) { (s, b) -> b(s) }.result
    }
}
