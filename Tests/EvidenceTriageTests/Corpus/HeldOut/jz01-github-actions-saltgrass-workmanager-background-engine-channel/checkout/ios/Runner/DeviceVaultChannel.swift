import Flutter
import Security

/// App-native method channel `saltgrass/device_vault` (not a plugin).
enum DeviceVaultChannel {
  static let name = "saltgrass/device_vault"

  static func attach(to messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: name, binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "readToken":
        result(Keychain.read(account: "upload-token"))
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
