package com.sorrel.shared.refresh

import com.sorrel.shared.fakes.FakeRecipeApi
import com.sorrel.shared.fakes.InMemoryRecipeStore
import com.sorrel.shared.sync.SyncWorker
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals

class RefreshCoordinatorTest {
    @Test
    fun refreshCompletesWithinBudget() = runBlocking {
        val worker = SyncWorker(FakeRecipeApi(pages = listOf(listOf("r1"))), InMemoryRecipeStore(), Dispatchers.Default)
        val coordinator = RefreshCoordinator(CoroutineScope(Dispatchers.Default), worker)
        assertEquals(1, coordinator.refreshWithinBudget(budgetMillis = 5_000))
    }
}
