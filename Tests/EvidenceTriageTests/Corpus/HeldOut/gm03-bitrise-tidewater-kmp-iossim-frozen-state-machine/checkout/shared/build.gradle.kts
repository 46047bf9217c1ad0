plugins {
    kotlin("multiplatform")
    id("com.android.library")
}

kotlin {
    android()
    iosX64()
    iosArm64()

    sourceSets {
        val commonMain by getting {
            dependencies {
                implementation(libs.coroutines.core)
                implementation(libs.flowredux)
                implementation(libs.kotlinx.datetime)
                implementation(libs.ktor.client.core)
            }
        }
        val commonTest by getting {
            dependencies {
                implementation(kotlin("test"))
                implementation(libs.turbine)
            }
        }
        val iosMain by creating {
            dependsOn(commonMain)
            dependencies { implementation(libs.ktor.client.ios) }
        }
        val iosTest by creating { dependsOn(commonTest) }
        listOf("iosX64", "iosArm64").forEach {
            getByName("${it}Main").dependsOn(iosMain)
            getByName("${it}Test").dependsOn(iosTest)
        }
    }
}

android {
    compileSdk = 31
    defaultConfig { minSdk = 23 }
}
