package com.harborlight.shared.data

import com.russhwolf.settings.Settings

class SessionBookmarks(private val settings: Settings) {
    private var cache: MutableSet<String> = mutableSetOf()

    fun toggle(id: String) {
        if (!cache.add(id)) cache.remove(id)
    }

    fun isBookmarked(id: String): Boolean = id in cache

    fun reload() {
        cache = settings.getStringOrNull(KEY)?.split(",")?.filter { it.isNotEmpty() }?.toMutableSet() ?: mutableSetOf()
    }

    private companion object { const val KEY = "bookmarks" }
}
