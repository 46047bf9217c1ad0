package com.ferrule.upload

class UploadQueue {
    private val pending = ArrayDeque<String>()
    private val failed = mutableListOf<String>()

    fun enqueue(id: String) { pending.addLast(id) }

    fun markFailed(id: String) {
        if (pending.remove(id)) failed += id
    }

    fun retryFailed() {
        failed.forEach { pending.addLast(it) }
        failed.clear()
    }

    fun pendingIds(): List<String> = pending.toList()
}
