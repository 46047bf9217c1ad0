import { describe, it, expect } from 'react-native-harness'
import { LumenCamera } from 'react-native-lumen-camera'

describe('LumenCamera photo capture', () => {
  it('captures a JPEG from the back camera', async () => {
    const camera = await LumenCamera.open({ position: 'back' })
    const photo = await camera.takePhoto({ format: 'jpeg' })
    expect(photo.width).toBeGreaterThan(0)
    await camera.close()
  })
})
