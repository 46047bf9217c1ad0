import { describe, it, expect, renderHook } from 'react-native-harness';
import { useLumenNumber } from '@lumen/react-native';
import { makeViewModel } from './fixtures';

describe('useLumenNumber', () => {
  it('reads the initial value from the view model', () => {
    const vm = makeViewModel({ progress: { value: 12, min: 0, max: 100 } });
    const { result } = renderHook(() => useLumenNumber(vm, 'progress'));
    expect(result.current.value).toBe(12);
  });

  it('clamps values to the view model range', () => {
    const vm = makeViewModel({ progress: { value: 0, min: 0, max: 100 } });
    const { result } = renderHook(() => useLumenNumber(vm, 'progress'));

    result.current.setValue(140);

    expect(result.current.value).toBe(100);
  });
});
