import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../core/domain/passwordRules.ts';
import { strengthLevel, type StrengthLevel } from '../../../../core/domain/passwordStrength.ts';

type Estimator = typeof import('./strengthEstimator.ts');
let loading: Promise<Estimator> | undefined;
const loadEstimator = () => (loading ??= import('./strengthEstimator.ts'));

/**
 * The strength level of a password as it is typed; undefined while the dictionaries load,
 * which starts with the first character. Short passwords need no dictionary: "too short".
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): StrengthLevel | undefined {
  const [estimator, setEstimator] = useState<Estimator>();
  const short = [...password].length < PASSWORD_MIN_LENGTH;
  useEffect(() => {
    let active = true;
    if (password) void loadEstimator().then((loaded) => active && setEstimator(() => loaded));
    return () => {
      active = false;
    };
  }, [password]);
  if (!password) return undefined;
  if (short) return 'too_short';
  if (!estimator) return undefined;
  return strengthLevel(password, estimator.strengthScore(password, [...userInputs]));
}
