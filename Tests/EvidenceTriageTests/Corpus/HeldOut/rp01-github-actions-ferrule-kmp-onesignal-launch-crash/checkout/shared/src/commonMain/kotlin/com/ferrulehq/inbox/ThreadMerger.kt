package com.ferrulehq.inbox

data class Message(val id: String, val body: String, val serverStamp: Long, val localEdit: Boolean = false)

class ThreadMerger {
    /** Merge a server page into the local thread; the newer serverStamp wins for the same id. */
    fun merge(local: List<Message>, remote: List<Message>): List<Message> {
        val byId = LinkedHashMap<String, Message>()
        local.forEach { byId[it.id] = it }
        for (m in remote) {
            val existing = byId[m.id]
            if (existing == null || existing.localEdit) {
                byId[m.id] = m
            }
        }
        return byId.values.sortedBy { it.serverStamp }
    }
}
