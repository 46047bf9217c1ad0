plugins {
    kotlin("multiplatform")
}

kotlin {
    iosArm64()
    iosSimulatorArm64()
    // Tests run on the plugin's default simulator device.
}
