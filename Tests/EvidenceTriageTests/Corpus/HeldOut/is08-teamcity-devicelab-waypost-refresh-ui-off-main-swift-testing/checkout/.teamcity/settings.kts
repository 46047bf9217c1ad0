object DeviceLabTests : BuildType({
    name = "iOS device lab tests"
    artifactRules = """
        build/xcodebuild-raw.log
        build/evidence/** => evidence
    """.trimIndent()
    steps {
        script { name = "Device lab tests"; scriptContent = "scripts/teamcity-test.sh" }
        script {
            name = "Collect device evidence"
            executionMode = BuildStep.ExecutionMode.ALWAYS
            scriptContent = "scripts/collect-device-evidence.sh build/evidence"
        }
    }
    requirements { equals("device.lab.model", "iPhone16,2") }
})
