import { feature } from '../shared/feature';
import { complaintMachine } from './complaint.machine';
import {
  createComplaintImplementations, createMailChangeImplementations, createReactivationImplementations, createResetPasswordImplementations,
  createResetRequestImplementations,
} from './implementations';
import { mailChangeMachine } from './mail-change.machine';
import { reactivationMachine } from './reactivation.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { resetRequestMachine } from './reset-request.machine';

/** The account screens' machines (issue 10), each started by its screen and loaded with its chunk. */
export const resetRequestFeature = feature(resetRequestMachine, createResetRequestImplementations);
export const resetPasswordFeature = feature(resetPasswordMachine, createResetPasswordImplementations);
export const mailChangeFeature = feature(mailChangeMachine, createMailChangeImplementations);
export const reactivationFeature = feature(reactivationMachine, createReactivationImplementations);
export const complaintFeature = feature(complaintMachine, createComplaintImplementations);
