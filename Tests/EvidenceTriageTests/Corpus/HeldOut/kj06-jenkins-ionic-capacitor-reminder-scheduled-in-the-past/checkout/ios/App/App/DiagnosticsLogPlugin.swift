import Capacitor
import os

/// Lets the web layer write to the unified log (collected in CI with `log show --style ndjson`).
@objc(DiagnosticsLogPlugin)
public class DiagnosticsLogPlugin: CAPPlugin, CAPBridgedPlugin {
  public let identifier = "DiagnosticsLogPlugin"
  public let jsName = "DiagnosticsLog"
  public let pluginMethods: [CAPPluginMethod] = [CAPPluginMethod(name: "info", returnType: CAPPluginReturnPromise)]

  @objc func info(_ call: CAPPluginCall) {
    let category = call.getString("category") ?? "web"
    let logger = Logger(subsystem: "app.greenhouse.ios", category: category)
    let message = call.getString("message") ?? ""
    logger.log("\(message, privacy: .public)")
    call.resolve()
  }
}
