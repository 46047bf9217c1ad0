plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidLibrary)
    alias(libs.plugins.kotlinSerialization)
    // Removed in 2fa9c81 ("drop unused plugins"): alias(libs.plugins.kotlinxResources)
    // That plugin is what copies src/commonTest/resources next to the native
    // test binary; JVM/Android tests read the files from the project dir and
    // did not notice.
}

kotlin {
    androidTarget()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        commonMain.dependencies {
            implementation(libs.kotlinx.coroutines.core)
            implementation(libs.kotlinx.serialization.json)
            implementation(libs.ktor.client.core)
        }
        commonTest.dependencies {
            implementation(libs.kotlin.test)
            implementation(libs.kotlinx.coroutines.test)
            implementation(libs.kotlinx.resources) // com.goncalossilva:resources
        }
    }
}

android {
    namespace = "net.meadowlark.sync"
    compileSdk = 35
    defaultConfig { minSdk = 26 }
}
