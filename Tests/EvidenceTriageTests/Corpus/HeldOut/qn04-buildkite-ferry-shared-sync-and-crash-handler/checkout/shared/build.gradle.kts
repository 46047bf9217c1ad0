plugins {
    kotlin("multiplatform") version "1.6.10"
}

kotlin {
    iosArm64(); iosSimulatorArm64()
    sourceSets {
        val commonMain by getting {
            dependencies {
                implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.6.0")
                implementation("co.touchlab:sqliter-driver:1.0.10")
            }
        }
        val iosMain by creating {
            dependencies {
                implementation("co.touchlab:crashkios:0.5.0")
            }
        }
    }
}
