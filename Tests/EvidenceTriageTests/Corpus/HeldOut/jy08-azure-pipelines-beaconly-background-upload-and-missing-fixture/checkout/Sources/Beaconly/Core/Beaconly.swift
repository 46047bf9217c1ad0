import Foundation

public enum Beaconly {
    /// Set by the wrapper SDKs ("beaconly-react-native", "beaconly-flutter"); sessions are owned
    /// by the wrapper in those modes and the native SDK does not start them.
    public static var sdkName = "beaconly-ios"
    static var isWrapperMode: Bool { sdkName != "beaconly-ios" }
}
