// Shiftboard iOS — device lab build (excerpt)
object DeviceLabTests : BuildType({
    name = "iOS tests (device lab)"
    requirements { equals("device.model", "iPhone15,2") }
    steps {
        script {
            name = "Unlock device and select Xcode"
            scriptContent = "scripts/ci/prepare-device.sh"
        }
        script {
            name = "xcodebuild test"
            scriptContent = """
                set -o pipefail
                xcodebuild test -workspace Shiftboard.xcworkspace -scheme Shiftboard -testPlan DeviceLab \
                  -destination "id=%device.udid%" -allowProvisioningUpdates \
                  -resultBundlePath build/DeviceLab.xcresult \
                  | tee build/xcodebuild-test.log \
                  | xcbeautify --renderer teamcity --report junit --report-path build
            """.trimIndent()
        }
        script {
            name = "Collect evidence"
            executionMode = BuildStep.ExecutionMode.ALWAYS
            scriptContent = "scripts/ci/collect-device-evidence.sh"
        }
    }
    features { xmlReport { reportType = XmlReport.XmlReportType.JUNIT; rules = "build/junit.xml" } }
})
