import WidgetKit
import CoreLocation

/// "Brew before sunrise" widget. Shared by the widget extension and the app target.
struct SunriseTimelineProvider {
    let location: LocationSource
    let clock: Clock

    func getTimeline(in context: TimelineContext, completion: @escaping (Timeline<SunriseEntry>) -> Void) {
        // Ask for a fresh fix; the sunrise time depends on where the user is today.
        location.requestCurrentLocation { fix in
            let sunrise = SolarCalculator.sunrise(at: fix.coordinate, on: clock.now)
            let entry = SunriseEntry(date: clock.now, sunrise: sunrise)
            completion(Timeline(entries: [entry], policy: .after(sunrise)))
        }
    }
}

protocol LocationSource {
    var lastKnown: CLLocation? { get }
    /// Calls back from CLLocationManagerDelegate.locationManager(_:didUpdateLocations:).
    func requestCurrentLocation(_ completion: @escaping (CLLocation) -> Void)
}
