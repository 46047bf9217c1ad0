package com.quillmoor.notes.drafts

class DraftStore(private val files: FileSystem) {
    fun save(id: String, text: String) {
        // BUG: deletes the old file before the new one is written.
        files.delete(path(id))
        files.write(path(id), text)
    }
    fun load(id: String): String? = files.readOrNull(path(id))
    private fun path(id: String) = "drafts/$id.txt"
}
