package com.pebblewise

import com.pebblewise.sync.RouteApi
import com.pebblewise.sync.RouteStore
import com.pebblewise.sync.RouteSyncRepository
import com.pebblewise.sync.SyncCursorStore
import com.pebblewise.sync.UserDefaultsKeyValueStore

/**
 * Object graph for the iOS app. AppDelegate creates one instance on the main
 * thread at launch and keeps it for the app's lifetime.
 */
class SharedModule {
    val routeRepository = RouteSyncRepository(
        RouteStore.open("routes.db"),
        RouteApi.create(),
        SyncCursorStore(UserDefaultsKeyValueStore()),
    )
}
