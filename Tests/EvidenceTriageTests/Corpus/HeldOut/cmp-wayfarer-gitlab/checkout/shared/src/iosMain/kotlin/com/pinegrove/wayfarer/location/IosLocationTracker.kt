package com.pinegrove.wayfarer.location

import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.cinterop.useContents
import kotlinx.coroutines.channels.awaitClose
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.callbackFlow
import platform.CoreLocation.CLLocation
import platform.CoreLocation.CLLocationManager
import platform.CoreLocation.CLLocationManagerDelegateProtocol
import platform.CoreLocation.kCLLocationAccuracyBest
import platform.CoreLocation.kCLLocationAccuracyReduced
import platform.darwin.NSObject

data class TrackPoint(val latitude: Double, val longitude: Double, val accuracyMeters: Double, val timestampMillis: Long)

/**
 * Records a hike. [start] with background = true is used while a hike is being recorded
 * and the screen is off (Info.plist declares UIBackgroundModes = location).
 */
@OptIn(ExperimentalForeignApi::class)
class IosLocationTracker(
    private val managerFactory: () -> CLLocationManager = { CLLocationManager() },
) {
    private var manager: CLLocationManager? = null

    fun start(background: Boolean, precise: Boolean, onPoint: (TrackPoint) -> Unit) {
        val m = managerFactory()
        m.desiredAccuracy = if (precise) kCLLocationAccuracyBest else kCLLocationAccuracyReduced
        m.distanceFilter = 10.0
        m.pausesLocationUpdatesAutomatically = !background
        m.delegate = Delegate(onPoint)
        m.startUpdatingLocation()
        manager = m
    }

    fun stop() {
        manager?.stopUpdatingLocation()
        manager = null
    }

    fun startSignificantChanges(onPoint: (TrackPoint) -> Unit) {
        val m = managerFactory()
        m.delegate = Delegate(onPoint)
        m.startMonitoringSignificantLocationChanges()
        manager = m
    }

    private class Delegate(val onPoint: (TrackPoint) -> Unit) : NSObject(), CLLocationManagerDelegateProtocol {
        override fun locationManager(manager: CLLocationManager, didUpdateLocations: List<*>) {
            didUpdateLocations.filterIsInstance<CLLocation>().forEach { onPoint(it.toTrackPoint()) }
        }
    }
}

@OptIn(ExperimentalForeignApi::class)
fun CLLocation.toTrackPoint(): TrackPoint = coordinate.useContents {
    TrackPoint(
        latitude = latitude,
        longitude = longitude,
        accuracyMeters = horizontalAccuracy,
        // NSDate -> epoch
        timestampMillis = timestamp.timeIntervalSince1970.toLong(),
    )
}
