import Foundation

/// Locates the TideTables resource bundle. With static CocoaPods the bundle is copied
/// into the app by the "[CP] Copy Pods Resources" build phase.
public enum TideTablesBundle {
    public static var url: URL? {
        Bundle.main.url(forResource: "TideTables", withExtension: "bundle")
    }

    public static var stationsDatabaseURL: URL? {
        url.flatMap { Bundle(url: $0) }?.url(forResource: "stations", withExtension: "sqlite")
    }
}
