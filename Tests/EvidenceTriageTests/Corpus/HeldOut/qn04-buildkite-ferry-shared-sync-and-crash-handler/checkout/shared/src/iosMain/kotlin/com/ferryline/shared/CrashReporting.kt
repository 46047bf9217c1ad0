package com.ferryline.shared

import co.touchlab.crashkios.setupCrashHandler
import co.touchlab.crashkios.CrashHandler

object CrashReporting {
    var isInstalled: Boolean = false
        private set

    fun install(environment: String) {
        setupCrashHandler(FerryCrashHandler(environment))
        isInstalled = true
    }
}

private class FerryCrashHandler(private val env: String) : CrashHandler() {
    override fun crashParts(addresses: List<Long>, exceptionType: String, message: String) {
        NativeCrashBridge.record(env, exceptionType, message, addresses)
    }
}
